import { describeHours, formatTime } from './officeHours';

describe('formatTime', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['12:30', '12:30 PM'],
    ['17:00', '5:00 PM'],
    ['00:15', '12:15 AM'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});

describe('describeHours', () => {
  it('shows the opening hours of an open day', () => {
    expect(describeHours({ label: 'Monday to Friday', opens: '09:00', closes: '17:00' })).toBe(
      '9:00 AM to 5:00 PM',
    );
  });

  it('shows Closed for a closed day', () => {
    expect(describeHours({ label: 'Saturday and Sunday', closed: true })).toBe('Closed');
  });
});
