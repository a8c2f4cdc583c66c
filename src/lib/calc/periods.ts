/** Period conversion: monthly = yearly/12, weekly = yearly/52, daily = weekly/5. */
export type Periods = {
  daily: number
  weekly: number
  monthly: number
  yearly: number
}

/** The lead investment is shown weekly, monthly and yearly only. */
export type LeadPeriods = Omit<Periods, "daily">

const WEEKS_PER_YEAR = 52
const MONTHS_PER_YEAR = 12
const WORKDAYS_PER_WEEK = 5

export function periodsOf(yearly: number): Periods {
  const weekly = yearly / WEEKS_PER_YEAR
  return { daily: weekly / WORKDAYS_PER_WEEK, weekly, monthly: yearly / MONTHS_PER_YEAR, yearly }
}

export function leadPeriodsOf(yearly: number): LeadPeriods {
  const { weekly, monthly } = periodsOf(yearly)
  return { weekly, monthly, yearly }
}
