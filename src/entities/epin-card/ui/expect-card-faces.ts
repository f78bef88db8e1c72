import { within } from '@testing-library/react';
import { formatWholeNaira } from '@contract/format';
import { loadingInstruction } from '../model/loading-codes';
import { groupPin } from '../model/pin';
import type { PrintableCard, Seller } from '../model/types';

/** For the layouts' tests: each face shows its card's grouped PIN, serial, value, code and seller. */
export function expectCardFaces(
  faces: readonly HTMLElement[],
  cards: readonly PrintableCard[],
  seller: Seller,
) {
  expect(faces).toHaveLength(cards.length);
  cards.forEach((card, index) => {
    const face = within(faces[index]!);
    expect(face.getByText(groupPin(card.pin))).toBeInTheDocument();
    expect(face.getByText(card.serial)).toBeInTheDocument();
    expect(face.getByText(formatWholeNaira(card.valueNaira))).toBeInTheDocument();
    expect(face.getByText(loadingInstruction(card))).toBeInTheDocument();
    expect(face.getByText(`${seller.businessName} · ${seller.phone}`)).toBeInTheDocument();
  });
}
