import { Card, Col, Row } from 'antd';
import { ScheduleForm, ScheduleList } from '@/features/schedules';
import styles from './schedules-page.module.css';

/**
 * /dashboard/schedules, "Scheduled top-ups": the customer's schedules (next run, last result,
 * pause or resume, delete) and the form to schedule airtime, data or a cable renewal.
 */
export function SchedulesPage() {
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={13}>
        <Card className={styles.card}>
          <section aria-labelledby="schedules-list">
            <h2 id="schedules-list" className={styles.title}>
              Your schedules
            </h2>
            <ScheduleList />
          </section>
        </Card>
      </Col>
      <Col xs={24} lg={11}>
        <Card className={styles.card}>
          <section aria-labelledby="schedules-new">
            <h2 id="schedules-new" className={styles.title}>
              Schedule a purchase
            </h2>
            <ScheduleForm />
          </section>
        </Card>
      </Col>
    </Row>
  );
}
