import { Button, Flex, Select, Typography } from 'antd';
import type { PurchaseServiceKey } from '@contract/services';
import type { PurchasePrefill } from '@/shared/ui/purchase';
import { useGetBeneficiariesQuery, useGetRecentNumbersQuery } from '../api/beneficiariesApi';
import { recentChoices, savedChoices, type NumberChoice } from '../model/choices';
import styles from './beneficiaries.module.css';

/** Up to this many saved numbers are buttons; more are one labelled list to pick from. */
const MAX_BUTTONS = 6;

interface NumberChoicesProps {
  service: PurchaseServiceKey;
  onChoose: (choice: PurchasePrefill) => void;
  disabled?: boolean;
}

function ChoiceButtons({
  label,
  choices,
  onChoose,
  disabled,
}: { label: string; choices: NumberChoice[] } & Omit<NumberChoicesProps, 'service'>) {
  const id = `choices-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <Typography.Text id={id} type="secondary" className={styles.groupLabel}>
        {label}
      </Typography.Text>
      <Flex gap={8} wrap>
        {choices.map((choice) => (
          <Button
            key={choice.key}
            disabled={disabled}
            className={styles.choice}
            onClick={() => onChoose(choice.prefill)}
          >
            {choice.label}
          </Button>
        ))}
      </Flex>
    </div>
  );
}

/**
 * The customer's saved numbers and the last ones they used for this service, each one tap that
 * fills the number (and the network, disco or cable service it goes with). Nothing shows until
 * there is something to offer.
 */
export function NumberChoices({ service, onChoose, disabled }: NumberChoicesProps) {
  const { data: saved = [] } = useGetBeneficiariesQuery();
  const { data: recent = [] } = useGetRecentNumbersQuery(service);
  const savedList = savedChoices(saved, service);
  const recentList = recentChoices(recent, saved, service);
  if (!savedList.length && !recentList.length) return null;
  return (
    <section aria-label="Quick choices" className={styles.choices}>
      {savedList.length > MAX_BUTTONS ? (
        <label className={styles.group}>
          <Typography.Text type="secondary" className={styles.groupLabel}>
            Saved numbers
          </Typography.Text>
          <Select
            aria-label="Saved numbers"
            placeholder="Choose a saved number"
            disabled={disabled}
            value={null}
            showSearch={{ optionFilterProp: 'label' }}
            options={savedList.map((choice) => ({ value: choice.key, label: choice.label }))}
            onChange={(key: string) => {
              const choice = savedList.find((entry) => entry.key === key);
              if (choice) onChoose(choice.prefill);
            }}
            className={styles.select}
          />
        </label>
      ) : (
        savedList.length > 0 && (
          <ChoiceButtons
            label="Saved numbers"
            choices={savedList}
            onChoose={onChoose}
            disabled={disabled}
          />
        )
      )}
      {recentList.length > 0 && (
        <ChoiceButtons
          label="Recently used"
          choices={recentList}
          onChoose={onChoose}
          disabled={disabled}
        />
      )}
    </section>
  );
}
