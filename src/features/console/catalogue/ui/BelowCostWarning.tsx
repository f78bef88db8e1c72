import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useGetConsoleMeQuery } from '@/entities/staff-member';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { useGetBelowCostQuery } from '../api/catalogueApi';

/** "1 price sells below cost" / "N prices sell below cost". */
export const belowCostTitle = (count: number) =>
  count === 1 ? '1 price sells below cost' : `${count} prices sell below cost`;

/**
 * The overview's warning for the owner (prices are the owner's): how many tier prices and
 * discounts lose money on every sale, linking to the catalogue filtered to them. Nothing when none
 * does, or for support.
 */
export function BelowCostWarning() {
  const { data: me } = useGetConsoleMeQuery();
  const owner = me?.role === 'owner';
  const { data } = useGetBelowCostQuery(undefined, { skip: !owner });
  if (!owner || !data?.count) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={belowCostTitle(data.count)}
      description={
        <>
          Each sale at these prices costs more than it brings in.{' '}
          <Link to={CONSOLE_ROUTES.catalogueBelowCost}>Show them in the catalogue</Link>
        </>
      }
    />
  );
}
