import type { ClientBriefDto } from '@career/sync-server/briefs/contract/client-brief-dto';
import { CAREER_BAND_LABELS } from '@career/sync-server/records/contract/career-idea-dto';
import { IDEA_MARK_LABELS } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1, Body1Strong, Button, Caption1, Spinner, Subtitle2, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, PrintRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { SAFETY_REASONS } from '../admin/user-table-model';
import { UNDIFFERENTIATED_TITLE_COUNSELOR } from '../career-fit/undifferentiated-note';
import { SESSION_LABELS } from '../plans/assessment-labels';
import { ButtonLink } from '../records/button-link';
import { useClientBrief } from './brief-api';
import { briefDate, salaryText, scaleText, themeText } from './brief-format';
import { SessionNotesSection } from './session-notes-section';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap', '@media print': { display: 'none' } },
  heading: { margin: 0, flexGrow: 1 },
  printHead: { display: 'flex', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap', borderBottom: `1px solid ${tokens.colorNeutralStroke1}`, paddingBottom: '6px' },
  grid: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    '@media print': { gridTemplateColumns: '1fr 1fr', gap: '8px 16px', fontSize: '10pt' },
  },
  part: {
    display: 'grid',
    gap: '4px',
    alignContent: 'start',
    padding: '12px 14px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '@media print': { padding: '4px 0', border: 'none', breakInside: 'avoid' },
  },
  wide: { gridColumn: '1 / -1' },
  urgent: { borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}` },
  partTitle: { margin: 0 },
  line: { margin: 0 },
  list: { margin: 0, paddingLeft: '18px', display: 'grid', gap: '2px' },
  facet: { marginLeft: '16px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Part({ title, children, wide, urgent }: { title: string; children: ReactNode; wide?: boolean; urgent?: boolean }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id} className={mergeClasses(styles.part, wide && styles.wide, urgent && styles.urgent)}>
      <Subtitle2 as="h2" id={id} className={styles.partTitle}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.line}>
      <Body1Strong>{label}: </Body1Strong>
      {children}
    </Body1>
  );
}

function NotYet({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <Body1 as="p" className={mergeClasses(styles.line, styles.muted)}>
      {children}
    </Body1>
  );
}

function BriefParts({ brief }: { brief: ClientBriefDto }) {
  const styles = useStyles();
  const { safety, interests, type, personality, values, readiness, interview, shortlist } = brief;
  return (
    <div className={styles.grid}>
      <Part title="Plan and next session">
        <Line label="Plan">{brief.plan?.name ?? 'No plan yet'}</Line>
        <Line label="Next session">{brief.nextSession ? `${SESSION_LABELS[brief.nextSession.type].name}, ${brief.nextSession.when}, with ${brief.nextSession.coach}` : 'None booked'}</Line>
      </Part>
      <Part title="Safety" urgent={safety.flag}>
        {safety.level === null ? (
          <NotYet>No safety flag.</NotYet>
        ) : (
          <>
            <Line label={safety.flag ? 'Check-in needed' : 'Checked in'}>{SAFETY_REASONS[safety.level]}</Line>
            <Caption1 className={styles.muted}>Answered {safety.flaggedWhen}{safety.checkedInAt ? '; check-in marked done' : ''}</Caption1>
          </>
        )}
      </Part>
      <Part title="Interests (Strong Interest Inventory)">
        {interests ? (
          <>
            <ol className={styles.list} aria-label="Top three themes">
              {interests.topThemes.map((theme) => (
                <li key={theme.theme}>
                  <Body1>{themeText(theme)}</Body1>
                </li>
              ))}
            </ol>
            <Body1 as="p" className={styles.line}>
              {interests.undifferentiated ? UNDIFFERENTIATED_TITLE_COUNSELOR : 'The themes are differentiated: the top ones stand out.'}
            </Body1>
          </>
        ) : (
          <NotYet>No Strong Interest Inventory results yet.</NotYet>
        )}
      </Part>
      <Part title="Type (Myers-Briggs)">
        {type ? (
          <>
            <Line label="Type">{type.name ? `${type.letters}: ${type.name}` : type.letters}</Line>
            <ul className={styles.list} aria-label="Clarity of each preference">
              {type.pairs.map((pair) => (
                <li key={pair.pair}>
                  <Body1>
                    {pair.pole} ({pair.letter}): {pair.clarityLabel}
                  </Body1>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <NotYet>No Myers-Briggs results yet.</NotYet>
        )}
      </Part>
      <Part title="Personality (NEO)" wide>
        {personality ? (
          <>
            <Caption1 className={styles.muted}>
              {personality.norms
                ? `Compared with ${personality.norms.estimated ? 'estimated ' : ''}norms for ${personality.norms.label}.`
                : 'The norm group these scores were compared with was not stored.'}{' '}
              The five domains, each with its facets scored outside 40–60
              {personality.facetsNotListed ? ` (the other ${personality.facetsNotListed} facets scored 40–60: Results shows each with its range)` : ''}.
            </Caption1>
            <ul className={styles.list} aria-label="Domains and facets outside 40–60">
              {personality.scales.map((scale) =>
                scale.kind === 'domain' ? (
                  <li key={`domain-${scale.name}`}>
                    <Body1Strong>{scaleText(scale)}</Body1Strong>
                  </li>
                ) : (
                  <li key={`facet-${scale.name}`} className={styles.facet}>
                    <Body1>{scaleText(scale)}</Body1>
                  </li>
                ),
              )}
            </ul>
          </>
        ) : (
          <NotYet>The NEO Personality Inventory is not completed yet.</NotYet>
        )}
      </Part>
      <Part title="Values (card sort)">
        {values ? (
          <ol className={styles.list} aria-label="Top eight values">
            {values.map((value) => (
              <li key={value.rank}>
                <Body1>{value.title}</Body1>
              </li>
            ))}
          </ol>
        ) : (
          <NotYet>The Career Values Card Sort is not completed yet.</NotYet>
        )}
      </Part>
      <Part title="Readiness for change">
        {readiness ? (
          <>
            <Line label="Stage">{readiness.stage}</Line>
            <Caption1 className={styles.muted}>{readiness.scores.map((score) => `${score.stage} ${score.score}`).join(' · ')} (each from −8 to 8)</Caption1>
          </>
        ) : (
          <NotYet>Readiness for Change is not completed yet.</NotYet>
        )}
      </Part>
      <Part title="Interview" wide>
        {interview ? (
          <>
            {interview.completed ? null : <Caption1 className={styles.muted}>In progress: answers so far.</Caption1>}
            <Line label="Education">{interview.education ?? 'No Answer'}</Line>
            <Line label="Would study more">{interview.moreEducation ?? 'No Answer'}</Line>
            <Line label="Lowest salary">{salaryText(interview.minimumSalary)}</Line>
            <Line label="Goals">{interview.goals.length ? interview.goals.join('; ') : 'No Answer'}</Line>
            <Line label="No Answer">{interview.unanswered.length ? `${interview.unanswered.length} questions: ${interview.unanswered.map((item) => item.number).join(', ')}` : 'none'}</Line>
          </>
        ) : (
          <NotYet>No interview answers yet.</NotYet>
        )}
      </Part>
      <Part title="Career ideas shared" wide>
        {shortlist ? (
          <>
            <Caption1 className={styles.muted}>
              Shared {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: brief.timeZone }).format(new Date(shortlist.sharedAt))}
              {shortlist.sharedBy ? ` by ${shortlist.sharedBy}` : ''}
            </Caption1>
            <ul className={styles.list} aria-label="Ideas shared">
              {shortlist.items.map((item) => (
                <li key={item.recordId}>
                  <Body1>
                    {item.title}: {item.band ? CAREER_BAND_LABELS[item.band] : 'no band'}; {item.mark ? IDEA_MARK_LABELS[item.mark] : 'not marked'}
                  </Body1>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <NotYet>No career ideas shared yet.</NotYet>
        )}
      </Part>
    </div>
  );
}

/**
 * /admin/users/{id}/brief: one client on one page for the counselor before a session, readable in
 * under a minute and printable on two pages (the practice, the client and the date head it). Each
 * part says what is missing; the latest notes and 'Add a note' close it. The server audits each
 * read (view_brief), so it is read once per visit.
 */
export function ClientBriefPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const brief = useClientBrief(id);
  const data = brief.data;
  const name = data ? `${data.client.firstName} ${data.client.lastName}` : null;
  return (
    <Page>
      <div className={styles.header}>
        <ButtonLink to="/admin" appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back to Users" />
        <Title2 as="h1" className={styles.heading}>
          {name ? `Brief: ${name}` : 'Brief'}
        </Title2>
        <Button icon={<PrintRegular />} onClick={() => window.print()} disabled={!data}>
          Print
        </Button>
      </div>
      {brief.error ? <Notice intent="error">We could not load this brief. {brief.error.message}</Notice> : null}
      {data ? (
        <>
          <div className={styles.printHead}>
            <Body1Strong>{data.practice}</Body1Strong>
            <Body1Strong>{name}</Body1Strong>
            <Body1>{briefDate(data)}</Body1>
          </div>
          {data.missing.length ? <Notice intent="info">Not done yet: {data.missing.map((gap) => gap.name).join(', ')}.</Notice> : null}
          <BriefParts brief={data} />
          <SessionNotesSection userId={id} limit={3} />
        </>
      ) : brief.error ? null : (
        <Spinner label="Loading the brief..." />
      )}
    </Page>
  );
}

