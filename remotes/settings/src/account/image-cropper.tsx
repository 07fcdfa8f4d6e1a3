import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useIntl } from 'react-intl';
import { accountMessages as m } from './messages';
import { useServerAction } from './offline';

/** Draws the chosen area of the image onto a canvas and gives it back as a PNG. */
async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}

/**
 * The image cropper (spec 3 section 2): the picked file is shown in a dialog with a crop frame of
 * the image's aspect (1 for the avatar, 3 for the banner) and a zoom slider; Save gives the crop.
 */
export function ImageCropper({
  file,
  aspect,
  onDone,
  onCancel,
}: {
  file: File;
  aspect: number;
  onDone: (blob: Blob) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const zoomId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // Save uploads at once: offline the crop stays open, held with the reason (issue 36).
  const net = useServerAction();

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('input[type="range"]')?.focus();
  }, []);

  return (
    <div
      ref={dialog}
      className="settings-cropper"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 id={titleId} className="settings-heading">
        {intl.formatMessage(m.crop)}
      </h3>
      <div className="settings-cropper__area">
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => {
              area.current = pixels;
            }}
          />
        ) : null}
      </div>
      <div className="setting">
        <label htmlFor={zoomId}>{intl.formatMessage(m.zoom)}</label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="button settings-button"
          {...net.control()}
          onClick={net.guard(() => {
            if (src && area.current) void cropToBlob(src, area.current).then(onDone, onCancel);
          })}
        >
          {intl.formatMessage(m.saveCropped)}
        </button>
        <button type="button" className="button settings-button" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </div>
  );
}
