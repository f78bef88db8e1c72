import type { ReactNode } from 'react';
import { Card, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  title: string;
  value: string;
  hint?: ReactNode;
  /** the filtered list behind the figure: the whole card links there */
  to?: string;
}

/**
 * One figure of the overview; with `to`, a link to the list it counts, named by what it shows
 * (title, figure and hint), as a voice-control user says what they see.
 */
export function StatCard({ title, value, hint, to }: StatCardProps) {
  const card = (
    <Card size="small" hoverable={to !== undefined} style={{ height: '100%' }}>
      <Statistic title={title} value={value} styles={{ content: { fontSize: 22 } }} />
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Card>
  );
  if (!to) return card;
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      {card}
    </Link>
  );
}
