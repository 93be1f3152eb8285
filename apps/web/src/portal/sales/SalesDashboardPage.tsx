import { useState } from 'react';
import { getSalesDashboard, type SalesDashboard } from '@clubjoin/contract/salesDashboard';
import { SALE_FUNNEL_STEP_LABELS } from '@clubjoin/domain/staff/salesDashboard';
import { formatLongDate } from '@clubjoin/domain/time/formatLongDate';
import { ApiError } from '../../api/ApiError';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useWorkingClub } from '../members/useWorkingClub';
import members from '../members/members.module.css';
import styles from './sales.module.css';

const BAR_HEIGHT = 18;
const CHART_WIDTH = 480;
const LABEL_WIDTH = 110;

/**
 * Joins by day as horizontal bars, in-club then online stacked. The table beside it says the same
 * in words; the drawing is named by a summary and its parts are hidden from screen readers.
 */
function JoinsChart({ days }: { days: SalesDashboard['days'] }) {
  const busiest = Math.max(0, ...days.map((day) => day.online + day.inClub));
  const scale = (CHART_WIDTH - LABEL_WIDTH - 40) / Math.max(1, busiest);
  const total = days.reduce((sum, day) => sum + day.online + day.inClub, 0);
  return (
    <svg
      role="img"
      aria-label={`Joins by day: ${total} in ${days.length} days, the busiest day ${busiest}.`}
      className={styles.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${days.length * (BAR_HEIGHT + 6)}`}
    >
      {days.map((day, index) => {
        const y = index * (BAR_HEIGHT + 6);
        const inClub = day.inClub * scale;
        const online = day.online * scale;
        return (
          <g key={day.date} aria-hidden="true">
            <text x={0} y={y + BAR_HEIGHT - 4} className={styles.chartLabel}>
              {day.date}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={inClub} height={BAR_HEIGHT} className={styles.bar} />
            <rect
              x={LABEL_WIDTH + inClub}
              y={y}
              width={online}
              height={BAR_HEIGHT}
              className={styles.bar}
              opacity={0.45}
            />
            <text
              x={LABEL_WIDTH + inClub + online + 6}
              y={y + BAR_HEIGHT - 4}
              className={styles.chartLabel}
            >
              {day.inClub + day.online}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A share of sales: "1.7" for 170 percentage points. */
const sales = (percent: number) => (percent / 100).toFixed(percent % 100 === 0 ? 0 : 1);

/**
 * `/member/sales-dashboard` (docs/decisions/0035): a club's joins by day, online and in-club, its
 * salespeople with their credit shares, and where sales stop in the funnel, over a range of the
 * club's days (the last 7 unless chosen). Its managers' alone.
 */
export function SalesDashboardPage() {
  const { clubId, picker } = useWorkingClub();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [asked, setAsked] = useState<{ from?: string; to?: string }>({});
  const query = useTrackedQuery(
    getSalesDashboard,
    clubId ? { query: { clubId, ...asked } } : undefined,
    { handled: (failure) => failure.status === 400 },
  );
  const refusal = query.error instanceof ApiError ? query.error.fields : [];
  const problemOf = (field: string) =>
    refusal.find((problem) => problem.field === `query.${field}`)?.message;
  const board = query.data;

  return (
    <div className={styles.stack}>
      {picker}
      <form
        aria-label="Days shown"
        className={styles.filters}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
        }}
      >
        <TextField
          label="First day"
          type="date"
          value={from}
          error={problemOf('from')}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="Last day"
          type="date"
          value={to}
          error={problemOf('to')}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit">Show</Button>
      </form>
      {!board ? (
        <p role="status">{query.isError ? 'Choose other days.' : 'Loading the sales…'}</p>
      ) : (
        <>
          <p role="status">
            {formatLongDate(board.from)} to {formatLongDate(board.to)}: {board.totals.inClub}{' '}
            in-club and {board.totals.online} online joins.
          </p>
          <Card title="Joins by day">
            <JoinsChart days={board.days} />
            <div className={members.tableWrap}>
              <table className={members.table}>
                <caption>Joins by day, in-club and online</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">In-club</th>
                    <th scope="col">Online</th>
                    <th scope="col">All</th>
                  </tr>
                </thead>
                <tbody>
                  {board.days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{formatLongDate(day.date)}</th>
                      <td>{day.inClub}</td>
                      <td>{day.online}</td>
                      <td>{day.inClub + day.online}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card title="Salespeople">
            {board.salespeople.length === 0 ? (
              <p>No in-club sale in these days.</p>
            ) : (
              <div className={members.tableWrap}>
                <table className={members.table}>
                  <caption>In-club sales by salesperson, with split credit</caption>
                  <thead>
                    <tr>
                      <th scope="col">Salesperson</th>
                      <th scope="col">Sales shared</th>
                      <th scope="col">Credited sales</th>
                    </tr>
                  </thead>
                  <tbody>
                    {board.salespeople.map((person) => (
                      <tr key={person.staffId}>
                        <th scope="row">{person.displayName}</th>
                        <td>{person.sales}</td>
                        <td>{sales(person.creditedPercent)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Card title="Where sales stop">
            <div className={members.tableWrap}>
              <table className={members.table}>
                <caption>Sales started in these days, by the furthest step reached</caption>
                <thead>
                  <tr>
                    <th scope="col">Step</th>
                    <th scope="col">Reached</th>
                    <th scope="col">Stopped there</th>
                  </tr>
                </thead>
                <tbody>
                  {board.funnel.map((row) => (
                    <tr key={row.step}>
                      <th scope="row">{SALE_FUNNEL_STEP_LABELS[row.step]}</th>
                      <td>{row.reached}</td>
                      <td>{row.step === 'completed' ? '—' : row.stoppedHere}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
