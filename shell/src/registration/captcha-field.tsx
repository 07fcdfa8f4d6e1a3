import { useIntl } from 'react-intl';
import { registrationMessages as m } from './messages';
import type { Captcha } from './registration-api';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  /** Fetches a new captcha (clicking the image). */
  onRefresh: () => void;
  disabled?: boolean;
}

/**
 * The captcha of the registration form: nothing for type none; for native and kocaptcha the image
 * (a button: clicking it fetches a new one) and the answer field (spec 1 section 5).
 */
export function CaptchaField({ captcha, value, onChange, onRefresh, disabled = false }: CaptchaFieldProps) {
  const intl = useIntl();
  if (captcha.type === 'none') return null;
  return (
    <div className="registration__field registration__captcha">
      <button
        type="button"
        className="registration__captcha-image"
        onClick={onRefresh}
        disabled={disabled}
        aria-describedby="registration-captcha-hint"
      >
        <img src={captcha.url} alt={intl.formatMessage(m.captchaImage)} />
      </button>
      <p id="registration-captcha-hint" className="registration__hint">
        {intl.formatMessage(m.newCaptcha)}
      </p>
      <label htmlFor="registration-captcha">{intl.formatMessage(m.captcha)}</label>
      <input
        id="registration-captcha"
        name="captcha_solution"
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
