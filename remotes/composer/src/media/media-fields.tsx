import { AccountName, type Attachment, safeMediaUrl } from '@murmur/shared';
import { FileAudio, File as FileIcon, FileVideo, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { mediaMessages } from './messages';
import './media.css';

/** A file on its way to the server. */
export interface PendingUpload {
  key: string;
  name: string;
  loaded: number;
  total: number;
}

export interface MediaFieldsProps {
  files: readonly Attachment[];
  descriptions: Readonly<Record<string, string>>;
  uploads: readonly PendingUpload[];
  disabled?: boolean;
  onDescription: (id: string, description: string) => void;
  onRemove: (id: string) => void;
}

function nameOf(attachment: Attachment): string {
  try {
    return (
      decodeURIComponent(new URL(attachment.url, location.href).pathname.split('/').pop() ?? '') ||
      attachment.id
    );
  } catch {
    return attachment.id;
  }
}

// The description is one line: Enter would otherwise submit or break the form (spec 3 section 5).
function blockEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** The attached files with their description and a remove button, and the uploads' progress bars. */
export function MediaFields({
  files,
  descriptions,
  uploads,
  disabled,
  onDescription,
  onRemove,
}: MediaFieldsProps) {
  const intl = useIntl();
  if (files.length === 0 && uploads.length === 0) return null;
  return (
    <ul className="media-fields" aria-label={intl.formatMessage(mediaMessages.attachments)}>
      {files.map((file) => {
        const name = nameOf(file);
        const preview = file.type === 'image' || file.type === 'gifv' ? safeMediaUrl(file.preview_url) : null;
        const Icon = file.type === 'video' ? FileVideo : file.type === 'audio' ? FileAudio : FileIcon;
        return (
          <li key={file.id} className="media-fields__file">
            {preview ? (
              <img className="media-fields__preview" src={preview} alt="" />
            ) : (
              <Icon className="media-fields__preview" size={32} aria-hidden="true" />
            )}
            <input
              className="post-form__cw media-fields__description"
              type="text"
              value={descriptions[file.id] ?? file.description ?? ''}
              aria-label={intl.formatMessage(mediaMessages.descriptionFor, { name })}
              placeholder={intl.formatMessage(mediaMessages.description)}
              onChange={(event) => onDescription(file.id, event.target.value)}
              onKeyDown={blockEnter}
              disabled={disabled}
            />
            <button
              type="button"
              className="post-form__toggle"
              aria-label={intl.formatMessage(mediaMessages.remove, { name })}
              title={intl.formatMessage(mediaMessages.remove, { name })}
              onClick={() => onRemove(file.id)}
              disabled={disabled}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        );
      })}
      {uploads.map((upload) => {
        const percent = upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;
        const label = intl.formatMessage(mediaMessages.uploading, { name: upload.name, percent });
        return (
          <li key={upload.key} className="media-fields__upload">
            <AccountName className="media-fields__upload-name" text={upload.name} />
            <progress className="media-fields__progress" max={100} value={percent} aria-label={label} />
          </li>
        );
      })}
    </ul>
  );
}
