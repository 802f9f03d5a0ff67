// TEMPORARY stand-in until docs-words is merged (its index.ts replaces this file): the signature
// of the contract, with figures instead of words.
export function amountInWords(amount: string, currency: 'UZS' | 'USD', language: 'uz' | 'ru'): string {
  return `[${amount} ${currency} ${language}]`;
}
