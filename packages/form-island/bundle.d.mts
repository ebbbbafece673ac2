/** The island as one browser script. */
export function bundleIsland(): Promise<string>
