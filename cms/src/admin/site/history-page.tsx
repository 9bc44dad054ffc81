// "History": the versions kept of a page or blog article (who published it, when, what changed from the
// version before), a side-by-side comparison of a version with the draft or the version before it, and
// "Restore as draft". Backed by /admin/site/versions…; the entry comes from ?contentType=…&documentId=… (the
// edit screen's "History" link) or is picked from the list.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { KIND, entryUrl, failureText, useEntries, whenText } from './entries';
import { CompareView, type Comparison } from './compare-view';
import { TextLink } from './text-link';

type Version = { id: number; publishedBy: string; createdAt: string; title: string | null; slug: string | null; changed: string[] | null };

function EntryPicker() {
  const { entries, error } = useEntries();
  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (!entries) return <Typography>Listing pages and articles…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography tag="p">Choose a page or article to see its published versions.</Typography>
      {entries.map((entry) => (
        <TextLink key={`${entry.contentType}/${entry.documentId}`} to={`?contentType=${entry.contentType}&documentId=${entry.documentId}`}>
          {`${entry.title} (${KIND[entry.contentType]}, /${entry.slug})`}
        </TextLink>
      ))}
    </Flex>
  );
}

const changedText = (changed: string[] | null) => (changed === null ? 'First version kept' : changed.length === 0 ? 'Nothing' : changed.length > 4 ? `${changed.slice(0, 4).join('; ')} and ${changed.length - 4} more` : changed.join('; '));

function Versions({ contentType, documentId }: { contentType: string; documentId: string }) {
  const { get, post } = useFetchClient();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  useEffect(() => {
    get<{ data: Version[] }>(`/admin/site/versions?contentType=${contentType}&documentId=${documentId}`)
      .then(({ data }) => setVersions(data.data))
      .catch((failure) => setMessage({ text: failureText(failure, 'The versions could not be read.'), failed: true }));
  }, [get, contentType, documentId]);
  // Numbered oldest first, so two versions published in the same minute are still told apart.
  const nameOf = (version: Version) => `Version ${versions!.length - versions!.indexOf(version)} (${whenText(version.createdAt)})`;
  const compare = useCallback(
    async (version: Version, against: 'draft' | Version) => {
      try {
        const { data } = await get<{ data: Comparison['result'] }>(`/admin/site/versions/${version.id}/compare?with=${against === 'draft' ? 'draft' : against.id}`);
        setComparison({ result: data.data, leftLabel: nameOf(version), rightLabel: against === 'draft' ? 'The draft now' : nameOf(against) });
      } catch (failure) {
        setMessage({ text: failureText(failure, 'The comparison failed.'), failed: true });
      }
    },
    [get, versions],
  );
  const restore = async (version: Version) => {
    try {
      await post(`/admin/site/versions/${version.id}/restore`, {});
      setMessage({ text: `${nameOf(version)} is now the draft. Open the entry to preview and publish it.`, failed: false });
    } catch (failure) {
      setMessage({ text: failureText(failure, 'Restoring failed.'), failed: true });
    }
  };
  if (!versions) return message ? <Typography textColor="danger600">{message.text}</Typography> : <Typography>Reading versions…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {versions[0] ? <Typography variant="delta" tag="h2">{`${versions[0].title ?? versions[0].slug} (${KIND[contentType]}, /${versions[0].slug})`}</Typography> : null}
      <TextLink to={entryUrl(contentType, documentId)}>Open the entry</TextLink>
      {message ? <Typography textColor={message.failed ? 'danger600' : 'success600'}>{message.text}</Typography> : null}
      {versions.length === 0 ? (
        <Typography tag="p">No versions yet: one is kept each time the entry is published.</Typography>
      ) : (
        <Table colCount={4} rowCount={versions.length + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Version, published</Typography></Th>
              <Th><Typography variant="sigma">By</Typography></Th>
              <Th><Typography variant="sigma">What changed</Typography></Th>
              <Th><Typography variant="sigma">Actions</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {versions.map((version, index) => (
              <Tr key={version.id}>
                <Td><Typography>{nameOf(version)}</Typography></Td>
                <Td><Typography>{version.publishedBy}</Typography></Td>
                <Td><Box maxWidth="32rem"><Typography>{changedText(version.changed)}</Typography></Box></Td>
                <Td>
                  <Flex gap={2} wrap="wrap">
                    <Button variant="secondary" size="S" onClick={() => compare(version, 'draft')}>Compare with draft</Button>
                    {versions[index + 1] ? <Button variant="secondary" size="S" onClick={() => compare(versions[index + 1]!, version)}>Compare with previous</Button> : null}
                    <Button variant="default" size="S" onClick={() => restore(version)}>Restore as draft</Button>
                  </Flex>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      {comparison ? <CompareView comparison={comparison} /> : null}
    </Flex>
  );
}

export default function HistoryPage() {
  const [params] = useSearchParams();
  const contentType = params.get('contentType');
  const documentId = params.get('documentId');
  return (
    <Page.Main>
      <Page.Title>History</Page.Title>
      <Layouts.Header title="History" subtitle="Every published version of a page or article: who published it, when, and what changed. Restoring makes a draft; nothing is published until you publish it." />
      <Layouts.Content>{contentType && documentId ? <Versions contentType={contentType} documentId={documentId} /> : <EntryPicker />}</Layouts.Content>
    </Page.Main>
  );
}
