/** Search-engine and link-preview crawlers: they get no error page, the error is only logged (spec §8). */
const BOT_PATTERN =
  /bot\b|googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|facebookexternalhit|facebookcatalog|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp|applebot|pinterest|embedly|redditbot|skypeuripreview|vkshare|quora link preview|crawler|spider/i

export function isBot(userAgent: string = navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent)
}
