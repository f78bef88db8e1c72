import { isWellFormedRequestId, lagosDateTime, newRequestId } from './request-id';

describe('VTpass request_id', () => {
  it('starts with the Lagos (UTC+1) date-time and ends with 12 random alphanumerics', () => {
    const id = newRequestId(new Date('2022-02-07T17:30:45Z'));
    expect(id).toMatch(/^202202071830[A-Za-z0-9]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('rolls over the day, month and year at Lagos midnight, not UTC midnight', () => {
    expect(lagosDateTime(new Date('2023-12-31T23:05:00Z'))).toBe('202401010005');
    expect(lagosDateTime(new Date('2023-12-31T22:59:59Z'))).toBe('202312312359');
    // No daylight saving: the same offset in July.
    expect(lagosDateTime(new Date('2024-07-01T00:00:00Z'))).toBe('202407010100');
  });

  it('recognises well-formed ids', () => {
    expect(isWellFormedRequestId(newRequestId())).toBe(true);
    expect(isWellFormedRequestId('202202071830YUs83meikd')).toBe(true);
    expect(isWellFormedRequestId('2022020718')).toBe(false);
    expect(isWellFormedRequestId('202213071830abc')).toBe(false);
    expect(isWellFormedRequestId('abc202202071830')).toBe(false);
    expect(isWellFormedRequestId('202202071830 x')).toBe(false);
  });
});
