import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import { eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import '../../translatable-kinds.ts';
import { getRecordTranslations, saveRecordTranslation } from '../translations/service.ts';
import { demoWelcome } from './email-templates.ts';

/**
 * The demo in German beside English: its German words for the English the organisers wrote.
 * Every text of the records below that this list has is translated; the rest (the health and
 * safety page, say) shows in English to a German reader, and the translations overview lists
 * what is missing.
 */
const german: Record<string, string> = {
  // The build-up page.
  'Build-up and breakdown': 'Aufbau und Abbau',
  'When you can get in, set up your stand and leave again.':
    'Wann Sie in die Hallen können, Ihren Stand aufbauen und wieder abreisen.',
  'Before you arrive': 'Vor Ihrer Anreise',
  '<p>Every vehicle needs a <strong>delivery slot</strong>: book yours with the logistics team at least a week before build-up. Bring your stand number and the name of your contractor.</p>':
    '<p>Jedes Fahrzeug braucht ein <strong>Lieferfenster</strong>: Buchen Sie Ihres spätestens eine Woche vor dem Aufbau beim Logistikteam. Bringen Sie Ihre Standnummer und den Namen Ihres Standbauers mit.</p>',
  Timetable: 'Zeitplan',
  Day: 'Tag',
  Time: 'Uhrzeit',
  'What happens': 'Was passiert',
  'Saturday 13 November': 'Samstag, 13. November',
  'Sunday 14 November': 'Sonntag, 14. November',
  'Tuesday 16 November': 'Dienstag, 16. November',
  'Space-only stands build': 'Aufbau der Flächenstände',
  'Shell schemes open; all stands dressed': 'Systemstände offen; alle Stände werden eingerichtet',
  'Breakdown (no trolleys in the halls before 17:45)':
    'Abbau (keine Rollwagen in den Hallen vor 17:45 Uhr)',
  'Vehicles must leave the loading bays within 30 minutes of unloading.':
    'Fahrzeuge müssen die Ladezonen innerhalb von 30 Minuten nach dem Entladen verlassen.',
  // Tasks.
  'Before the show': 'Vor der Messe',
  'Build-up and on site': 'Aufbau und vor Ort',
  'Order your stand furniture': 'Standmöbel bestellen',
  '<p>Tell us your fascia name and order furniture for your stand. Orders after the deadline cost 25% more.</p>':
    '<p>Nennen Sie uns Ihre Blendenbeschriftung und bestellen Sie Möbel für Ihren Stand. Bestellungen nach der Frist kosten 25 % mehr.</p>',
  'Upload your risk assessment': 'Gefährdungsbeurteilung hochladen',
  '<p>Upload the risk assessment for your stand build. The organisers approve it before build-up.</p>':
    '<p>Laden Sie die Gefährdungsbeurteilung für Ihren Standbau hoch. Die Veranstalter geben sie vor dem Aufbau frei.</p>',
  'Accept the exhibitor terms': 'Ausstellerbedingungen annehmen',
  'I have read the exhibitor manual and agree to the terms and conditions of exhibiting.':
    'Ich habe das Ausstellerhandbuch gelesen und stimme den Teilnahmebedingungen zu.',
  'Send your sponsor logo': 'Sponsorenlogo senden',
  '<p>A vector logo (SVG or PDF) for the sponsor wall and the show guide.</p>':
    '<p>Ein Vektorlogo (SVG oder PDF) für die Sponsorenwand und den Messeführer.</p>',
  'Complete the health and safety declaration': 'Erklärung zu Arbeitssicherheit ausfüllen',
  'Book your build-up slot': 'Aufbauzeitfenster buchen',
  'Rigging plan': 'Rigging-Plan',
  // The stand form.
  'Stand details and furniture order': 'Standangaben und Möbelbestellung',
  'Tell us about your stand, order furniture and name who needs a badge.':
    'Erzählen Sie uns von Ihrem Stand, bestellen Sie Möbel und nennen Sie, wer einen Ausweis braucht.',
  'Your stand': 'Ihr Stand',
  'Name on the fascia board': 'Name auf der Standblende',
  'As it should be printed above your stand, up to 30 characters.':
    'So, wie er über Ihrem Stand gedruckt werden soll, höchstens 30 Zeichen.',
  'Stand manager': 'Standleitung',
  "Stand manager's email": 'E-Mail der Standleitung',
  'Mobile number on site': 'Mobilnummer vor Ort',
  'Do you need electricity on your stand?': 'Brauchen Sie Strom an Ihrem Stand?',
  Yes: 'Ja',
  No: 'Nein',
  'Power needed (kW)': 'Benötigte Leistung (kW)',
  'Add up the power of everything you will plug in.':
    'Addieren Sie die Leistung aller Geräte, die Sie anschließen.',
  'Stand design': 'Standentwurf',
  'A drawing or render of your stand, as an image or a PDF.':
    'Eine Zeichnung oder Visualisierung Ihres Stands, als Bild oder PDF.',
  'Furniture and badges': 'Möbel und Ausweise',
  'Furniture hire': 'Möbelmiete',
  'Order total': 'Bestellsumme',
  'Badge holders': 'Ausweisinhaber',
  // The badge holder field group the form places.
  'Name on the badge': 'Name auf dem Ausweis',
  Email: 'E-Mail',
  'Job title': 'Funktion',
  'I confirm these details are correct and accept the furniture hire terms.':
    'Ich bestätige, dass diese Angaben stimmen, und akzeptiere die Mietbedingungen für Möbel.',
  // What the stand form's sender reads next.
  '<p>Thank you: your stand details and furniture order are with the operations team. Furniture is delivered to your stand on build-up day.</p>':
    '<p>Vielen Dank: Ihre Standangaben und Ihre Möbelbestellung liegen dem Operations-Team vor. Die Möbel werden am Aufbautag an Ihren Stand geliefert.</p>',
  '<p>Thank you: your order is in, with the electricity you asked for. The electrics contractor will invoice your power separately and connect it on build-up day.</p>':
    '<p>Vielen Dank: Ihre Bestellung ist eingegangen, mit dem gewünschten Stromanschluss. Der Elektrodienstleister stellt Ihnen den Strom gesondert in Rechnung und schließt ihn am Aufbautag an.</p>',
  // Tips and tricks beside the member's pages (the organisers' own aside stays English).
  'Start with the tasks due soonest: the dashboard cards show what your team still has to do before build-up.':
    'Beginnen Sie mit den Aufgaben, die am frühesten fällig sind: Die Karten auf der Übersicht zeigen, was Ihr Team vor dem Aufbau noch erledigen muss.',
  'Pages marked Featured are the ones the organisers update most. Bookmark the exhibitor manual: it changes as the show gets closer.':
    'Hervorgehobene Seiten aktualisieren die Veranstalter am häufigsten. Setzen Sie ein Lesezeichen auf das Ausstellerhandbuch: Es ändert sich, je näher die Messe rückt.',
  'Download the floor plan and the stand build rules before you brief your contractor. New files appear here as soon as they are published.':
    'Laden Sie den Hallenplan und die Standbauregeln herunter, bevor Sie Ihren Standbauer einweisen. Neue Dateien erscheinen hier, sobald sie veröffentlicht sind.',
  'A form saves a draft as you go: you can leave and come back. Send it when every required field is filled in.':
    'Ein Formular speichert unterwegs einen Entwurf: Sie können es verlassen und später weitermachen. Senden Sie es ab, wenn alle Pflichtfelder ausgefüllt sind.',
  'The official suppliers can deliver straight to your stand. Book electrics and furniture early: prices rise four weeks before the show.':
    'Die offiziellen Dienstleister liefern direkt an Ihren Stand. Buchen Sie Elektrik und Möbel früh: Vier Wochen vor der Messe steigen die Preise.',
  'Open a task to see what it needs and ask the organisers in its comments. Tasks due soon are marked on the list.':
    'Öffnen Sie eine Aufgabe, um zu sehen, was sie verlangt, und fragen Sie die Veranstalter in ihren Kommentaren. Bald fällige Aufgaben sind in der Liste markiert.',
  'All times are local to the venue. Build-up starts two days before the doors open.':
    'Alle Zeiten sind Ortszeit am Veranstaltungsort. Der Aufbau beginnt zwei Tage vor der Eröffnung.',
  'Opening a notification’s page marks it read. Important news also comes by email.':
    'Wenn Sie die Seite einer Mitteilung öffnen, gilt sie als gelesen. Wichtige Neuigkeiten kommen auch per E-Mail.',
  'Add the people who staff your stand: each gets their own login and sees the same tasks.':
    'Fügen Sie die Personen hinzu, die Ihren Stand betreuen: Jede erhält eine eigene Anmeldung und sieht dieselben Aufgaben.',
  'Keep your email up to date: reminders and badges are sent there.':
    'Halten Sie Ihre E-Mail-Adresse aktuell: Erinnerungen und Ausweise werden dorthin geschickt.',
  // The welcome email.
  [demoWelcome.subject]:
    '{{ firstName | default: "Hallo" }}, Ihr Stand auf der {{ eventName }} wartet auf Sie',
  [demoWelcome.body]: [
    '<p>Hallo {{ firstName | default: "" }},</p>',
    '<p>Sie wurden als Inhaber von {{ teamName }} auf der {{ eventName }} eingerichtet.</p>',
    '{% for paragraph in paragraphs %}<p>{{ paragraph }}</p>{% endfor %}',
    '<p>In Ihrem Portal finden Sie Ihre <strong>Aufgaben, Formulare und die offiziellen Dienstleister</strong> an einem Ort. Wählen Sie Ihr Passwort, um sich anzumelden: Der Link gilt 7 Tage.</p>',
    '{% button setPasswordUrl "Passwort festlegen" %}',
  ].join('\n'),
};

/** The event row keeps the languages of its settings document (demoEventSettings), as a save does. */
export async function offerDemoLanguages(db: DbOrTx, eventId: string) {
  await db
    .update(events)
    .set({ languages: ['en-GB', 'de'], defaultLanguage: 'en-GB' })
    .where(eq(events.id, eventId));
}

/**
 * The records the demo translates, by kind: the build-up page, the tasks, one form with the
 * field group it places, the welcome email and the members' tips.
 */
export async function seedDemoTranslations(
  deps: AppDeps,
  admin: EventContext,
  records: { kind: TranslatableKind; recordId: string }[],
) {
  for (const { kind, recordId } of records) {
    const { source } = await getRecordTranslations(deps, admin, kind, recordId);
    const texts = Object.fromEntries(
      source.flatMap((text) => (german[text.text] ? [[text.key, german[text.text]!]] : [])),
    );
    await saveRecordTranslation(deps, admin, kind, recordId, 'de', { texts });
  }
}
