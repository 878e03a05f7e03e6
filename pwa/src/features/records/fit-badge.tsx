import { Badge } from '@fluentui/react-components';

/** 'Fit 82': how well a record fits the client the search is for (0-100), as the client's own career ideas show it. */
export function FitBadge({ fit }: { fit: number }) {
  return (
    <Badge appearance="tint" color={fit >= 70 ? 'brand' : 'informative'} title="Fit to this client, 0-100">
      Fit {Math.round(fit)}
    </Badge>
  );
}
