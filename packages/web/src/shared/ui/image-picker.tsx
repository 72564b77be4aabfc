import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, UPLOAD_LIMIT } from '@kalaro/contract/uploads';
import { PlusIcon } from '@/shared/ui/icons';
import { ClearIcon } from '@/shared/ui/screen-icons';
import { imagesLeft, pickImages, type ImageProblem } from '@/shared/ui/image-picker.model';
import styles from '@/shared/ui/image-picker.module.css';

export interface PickedImage {
  key: number;
  file: File;
  /** An object URL for the preview; revoked when the image is removed. */
  url: string;
}

let nextKey = 1;

/**
 * The picked images of a form, with their previews. Object URLs are revoked
 * when an image is removed, the list cleared, or the form goes away.
 */
export function useImagePicks() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  const live = useRef(images);
  useEffect(() => {
    live.current = images;
  });
  useEffect(() => () => live.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const add = useCallback((files: readonly File[]) => {
    const { accepted, problems: found } = pickImages(live.current.length, files);
    setProblems(found);
    const added = accepted.map((file) => ({
      key: nextKey++,
      file,
      url: URL.createObjectURL(file),
    }));
    setImages((current) => [...current, ...added]);
  }, []);
  const remove = useCallback((key: number) => {
    setProblems([]);
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((image) => image.key !== key);
    });
  }, []);
  const clear = useCallback(() => {
    setProblems([]);
    setImages((current) => {
      current.forEach((image) => URL.revokeObjectURL(image.url));
      return [];
    });
  }, []);
  return { images, problems, add, remove, clear };
}

export type ImagePicks = ReturnType<typeof useImagePicks>;

interface Props {
  picks: ImagePicks;
  label: string;
  disabled?: boolean;
}

/**
 * Up to three png/jpg images with previews and remove buttons. The file input
 * stays a real input (keyboard, screen readers, the phone's own picker); a
 * refused file is said in an alert.
 */
export function ImagePicker({ picks, label, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { images, problems, add, remove } = picks;
  const left = imagesLeft(images.length);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };
  const onRemove = (key: number) => {
    remove(key);
    inputRef.current?.focus();
  };

  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>
        {label}{' '}
        <span className={styles.count}>
          {t('image_picker_count', { n: images.length, max: UPLOAD_LIMIT.IMAGE_MAX_COUNT })}
        </span>
      </legend>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.key} className={styles.tile}>
            <img
              className={styles.preview}
              src={image.url}
              alt={t('image_picker_preview', { n: index + 1, name: image.file.name })}
            />
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(image.key)}
              aria-label={t('image_picker_remove', { n: index + 1, name: image.file.name })}
            >
              <ClearIcon size={18} />
            </button>
          </li>
        ))}
        {left > 0 && (
          <li className={styles.tile}>
            <label className={styles.add}>
              <input
                ref={inputRef}
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className="visually-hidden"
                onChange={onChange}
                aria-describedby={problems.length > 0 ? `${hintId} ${problemId}` : hintId}
                data-testid="image-picker-input"
              />
              <PlusIcon size={24} />
              <span>{t('image_picker_add')}</span>
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className={styles.hint}>
        {t('image_picker_hint', { max: UPLOAD_LIMIT.IMAGE_MAX_COUNT })}
      </p>
      <p id={problemId} className={styles.problem} role="alert">
        {problems
          .map((problem) =>
            t(`image_picker_problem_${problem}`, { max: UPLOAD_LIMIT.IMAGE_MAX_COUNT }),
          )
          .join(' ')}
      </p>
    </fieldset>
  );
}
