import { AccountName, type Attachment, safeMediaUrl } from '@murmur/shared';
import { ArrowDown, ArrowUp, FileAudio, File as FileIcon, FileVideo, X } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
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
  /** Without it, no remove buttons (spec 3 section 6: only when the parent supplies it). */
  onRemove?: (id: string) => void;
  /** Moves a file by `offset` places (-1 one earlier); without it, no move buttons and no dragging. */
  onMove?: (id: string, offset: number) => void;
}

type Direction = 'earlier' | 'later';

/** The drag data of a file being reordered (not 'Files', so the form does not take it as an upload). */
const DRAG_TYPE = 'application/x-murmur-attachment';

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

/**
 * The attached files in the order they will be posted, each with its description, move earlier and
 * later, and remove buttons; then the uploads' progress bars.
 */
export function MediaFields({
  files,
  descriptions,
  uploads,
  disabled,
  onDescription,
  onRemove,
  onMove,
}: MediaFieldsProps) {
  const intl = useIntl();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The file just moved, so its button keeps the focus although its row moved in the list.
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where a dragged file would land, for the drop outline.
  const [dropIndex, setDropIndex] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!moved) return;
    const same = buttons.current.get(`${moved.id}:${moved.direction}`);
    // At an end the pressed button is disabled: the other one of the same file takes the focus.
    const other = buttons.current.get(`${moved.id}:${moved.direction === 'earlier' ? 'later' : 'earlier'}`);
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [moved]);

  if (files.length === 0 && uploads.length === 0) return null;
  const reorderable = Boolean(onMove) && files.length > 1;
  const announce = (file: Attachment, position: number) =>
    setAnnouncement(
      intl.formatMessage(mediaMessages.moved, { name: nameOf(file), position, count: files.length }),
    );
  const move = (file: Attachment, index: number, direction: Direction) => {
    const offset = direction === 'earlier' ? -1 : 1;
    onMove?.(file.id, offset);
    setMoved({ id: file.id, direction });
    announce(file, index + 1 + offset);
  };
  // Dragging is for pointers only; the move buttons do the same from the keyboard.
  const dragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropIndex(index);
  };
  const drop = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    setDropIndex(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const from = files.findIndex((file) => file.id === id);
    const file = files[from];
    if (!file || from === index) return;
    onMove?.(id, index - from);
    announce(file, index + 1);
  };
  const moveButton = (file: Attachment, index: number, direction: Direction, name: string) => {
    const message = direction === 'earlier' ? mediaMessages.moveEarlier : mediaMessages.moveLater;
    const Icon = direction === 'earlier' ? ArrowUp : ArrowDown;
    const atEnd = direction === 'earlier' ? index === 0 : index === files.length - 1;
    const key = `${file.id}:${direction}`;
    return (
      <button
        type="button"
        className="post-form__toggle media-fields__move"
        ref={(element) => {
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        aria-label={intl.formatMessage(message, { name })}
        title={intl.formatMessage(message, { name })}
        onClick={() => move(file, index, direction)}
        disabled={disabled || atEnd}
      >
        <Icon size={16} aria-hidden="true" />
      </button>
    );
  };
  return (
    <>
      <ul className="media-fields" aria-label={intl.formatMessage(mediaMessages.attachments)}>
        {files.map((file, index) => {
          const name = nameOf(file);
          const preview =
            file.type === 'image' || file.type === 'gifv' ? safeMediaUrl(file.preview_url) : null;
          const Icon = file.type === 'video' ? FileVideo : file.type === 'audio' ? FileAudio : FileIcon;
          return (
            <li
              key={file.id}
              className={`media-fields__file${dropIndex === index ? ' media-fields__file--drop' : ''}`}
              onDragOver={reorderable ? (event) => dragOver(event, index) : undefined}
              onDragLeave={() => setDropIndex(null)}
              onDrop={reorderable ? (event) => drop(event, index) : undefined}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is for pointers; the move buttons are its keyboard way */}
              <span
                className={`media-fields__handle${reorderable && !disabled ? ' media-fields__handle--drag' : ''}`}
                draggable={reorderable && !disabled}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, file.id);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDropIndex(null)}
              >
                {preview ? (
                  <img className="media-fields__preview" src={preview} alt="" draggable={false} />
                ) : (
                  <Icon className="media-fields__preview" size={32} aria-hidden="true" />
                )}
              </span>
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
              {reorderable ? (
                <>
                  {moveButton(file, index, 'earlier', name)}
                  {moveButton(file, index, 'later', name)}
                </>
              ) : null}
              {onRemove ? (
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
              ) : null}
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
      <p className="media-fields__announcement" role="status">
        {announcement}
      </p>
    </>
  );
}
