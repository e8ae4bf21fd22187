import { useListWires } from '@marketdata-sdk/react-hooks';

/** The latest headlines, as a web app would render them. */
export function Wires() {
  const { data, error, isPending } = useListWires({ size: 5 });
  if (isPending) return <p>Loading headlines…</p>;
  if (error) return <p role="alert">{`${error.name}: ${error.message}`}</p>;
  return (
    <ul>
      {data.data.map((headline) => (
        <li key={headline.news_id}>{headline.title}</li>
      ))}
    </ul>
  );
}
