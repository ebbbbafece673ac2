/** The figures of interleaved rounds: medians and the spread of the rounds. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** min–max of a series of measurements, rounded. */
export const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`

/** The median with the spread of the rounds: "1234 (1100–1300)". */
export const withSpread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${spread(values, digits)})`
