/** 'reseller' -> 'Reseller': a user level is shown in sentence case. */
export const sentenceCase = (value: string) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;
