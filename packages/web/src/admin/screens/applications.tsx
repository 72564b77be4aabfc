import { useEffect, useState } from 'react';
import { useApplications, useReviewApplication, type ApplicationStatus } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { utcTime } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { ReviewActions, StatusFilter } from '../review-actions';
import { useText } from '../use-text';

const PAGE_SIZE = 20;

/** Promotion applications (support, content): read the comment and images, approve or reject. */
export default function ApplicationsScreen() {
  const text = useText();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useApplications(status, page);
  const review = useReviewApplication();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${text('applications_title')} · ${text('brand')}`;
  }, [text]);

  const settle = (
    row: { id: number; userName: string; promotionTitle: string },
    decision: 'approved' | 'rejected',
    note: string | null = null,
    done?: () => void,
  ) => {
    setNotice(null);
    review.mutate(
      { id: row.id, status: decision, note },
      {
        onSuccess: () => {
          done?.();
          setNotice(
            text(
              decision === 'approved' ? 'application_approved_done' : 'application_rejected_done',
              { member: row.userName, promotion: row.promotionTitle },
            ),
          );
        },
      },
    );
  };

  return (
    <>
      <h1>{text('applications_title')}</h1>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={review.error} />
      <QueryBlock
        query={list}
        isEmpty={(data) => data.applications.length === 0}
        empty="applications_empty"
      >
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{text('deposit_created')}</th>
                    <th scope="col">{text('deposit_member')}</th>
                    <th scope="col">{text('application_promotion')}</th>
                    <th scope="col">{text('application_comment')}</th>
                    <th scope="col">{text('application_images')}</th>
                    <th scope="col">{text(status === 'pending' ? 'actions' : 'status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.applications.map((row) => (
                    <tr key={row.id}>
                      <td className={`${styles.mono} ${styles.nowrap}`}>
                        {utcTime(row.createdAt)}
                      </td>
                      <th scope="row">{row.userName}</th>
                      <td>{row.promotionTitle}</td>
                      <td>{row.comment}</td>
                      <td>
                        <div className={styles.row}>
                          {row.images.map((image, index) => (
                            <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
                              <img
                                className={styles.thumb}
                                src={image.url}
                                alt={text('application_image', {
                                  n: index + 1,
                                  member: row.userName,
                                })}
                                width={64}
                                height={64}
                                loading="lazy"
                              />
                            </a>
                          ))}
                        </div>
                      </td>
                      <td>
                        <ReviewActions
                          status={row.status}
                          note={row.reviewNote}
                          label={`${row.userName} ${row.promotionTitle}`}
                          busy={review.isPending}
                          reasonMax={500}
                          onApprove={() => settle(row, 'approved')}
                          onReject={(reason, done) => settle(row, 'rejected', reason, done)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
