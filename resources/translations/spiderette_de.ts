<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spiderette</source>
        <extracomment>language -&gt; (words, the order ICU&apos;s collation for that language gives them). language -&gt; (its letters beyond A-Z, the upper case of &quot;istanbul&quot;). Languages whose Qt translation renames the Ctrl key (proves qtbase_xx.qm is in use).</extracomment>
        <translation>Über Spiderette</translation>
    </message>
    <message>
        <source>&amp;Licenses…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <source>Spider solitaire: Spiderette with one deck, Spider and Relaxed Spider with two, each in 1, 2 and 4 suits.</source>
        <translation>Spider-Solitär: Spiderette mit einem Kartenspiel, Spider und Entspanntes Spider mit zweien, jeweils in 1, 2 und 4 Farben.</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Lizenz: %1</translation>
    </message>
    <message>
        <source>This program comes with no warranty.</source>
        <translation>Dieses Programm wird ohne jede Gewährleistung geliefert.</translation>
    </message>
    <message>
        <source>Qt %1, PySide6 %2</source>
        <translation>Qt %1, PySide6 %2</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>%1 moved to column %2</source>
        <translation>%1 auf Spalte %2 gelegt</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to column %1</source>
        <translation>
            <numerusform>%n Karte auf Spalte %1 gelegt</numerusform>
            <numerusform>%n Karten auf Spalte %1 gelegt</numerusform>
        </translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>Folge in %1 entfernt</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>%1 aufgedeckt</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Karten ausgeteilt</translation>
    </message>
    <message>
        <source>Deal redone</source>
        <translation>Austeilen wiederholt</translation>
    </message>
    <message>
        <source>Deal undone</source>
        <translation>Austeilen rückgängig gemacht</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>game won</source>
        <translation>Spiel gewonnen</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>%1 aufgenommen</translation>
    </message>
    <message numerus="yes">
        <source>Picked up %n card(s) from %1</source>
        <translation>
            <numerusform>%n Karte ab %1 aufgenommen</numerusform>
            <numerusform>%n Karten ab %1 aufgenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n Karte gewählt</numerusform>
            <numerusform>%n Karten gewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Zurückgelegt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>column %1, on %2</source>
        <translation>Spalte %1, auf %2</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>Column %1 is empty: nothing to pick up</source>
        <translation>Spalte %1 ist leer: nichts aufzunehmen</translation>
    </message>
    <message>
        <source>Score %1, %2, %3, %4</source>
        <translation>Punkte %1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>noch %n Austeilung</numerusform>
            <numerusform>noch %n Austeilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 sequences removed</source>
        <translation>%1 von %2 Folgen entfernt</translation>
    </message>
    <message>
        <source>Score %1, %2</source>
        <translation>Punkte %1, %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Blue &amp;Spider</source>
        <translation>Blaue &amp;Spinne</translation>
    </message>
    <message>
        <source>Red &amp;Web</source>
        <translation>Rotes &amp;Netz</translation>
    </message>
    <message>
        <source>Green &amp;Tartan</source>
        <translation>Grüner &amp;Tartan</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Grün</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blau</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rot</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>Card &amp;Back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>Table &amp;Colour</source>
        <translation>Tisch&amp;farbe</translation>
    </message>
    <message>
        <source>Window T&amp;heme</source>
        <translation>F&amp;ensterdesign</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank in a card name</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank in a card name</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank in a card name</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank in a card name</comment>
        <translation>König</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank alone</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank alone</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank alone</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank alone</comment>
        <translation>König</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>an ace or a picture card: rank word, suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a number card: rank, suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>short name of an ace or a picture card: rank word, suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>short name of a number card: rank, suit</comment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>CodeDialog</name>
    <message>
        <source>Play a Game Code</source>
        <translation>Spielcode eingeben</translation>
    </message>
    <message>
        <source>Type or paste a game code, for example %1:</source>
        <translation>Spielcode eingeben oder einfügen, zum Beispiel %1:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Code löschen</translation>
    </message>
    <message>
        <source>A valid code: press Play to start this deal.</source>
        <translation>Ein gültiger Code: Klicken Sie auf „Spielen“, um dieses Spiel zu beginnen.</translation>
    </message>
</context>
<context>
    <name>CodeProblems</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>The isolate controls: one in the player&apos;s text would close (or open) ours too early.</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Der Spielcode ist leer.</translation>
    </message>
    <message>
        <source>That is too long for a game code.</source>
        <translation>Das ist zu lang für einen Spielcode.</translation>
    </message>
    <message>
        <source>A game code has 3 parts joined by “-”; this one has %1.</source>
        <translation>Ein Spielcode hat 3 durch „-“ verbundene Teile; dieser hat %1.</translation>
    </message>
    <message>
        <source>The first part must start with the game (%1), not “%2”.</source>
        <translation>Der erste Teil muss mit dem Spiel beginnen (%1), nicht „%2“.</translation>
    </message>
    <message>
        <source>The first part must be %1 (the suit count), not “%2”.</source>
        <translation>Der erste Teil muss %1 sein (die Anzahl der Farben), nicht „%2“.</translation>
    </message>
    <message>
        <source>The second part must be S and the shuffle version, like S1, not “%1”.</source>
        <translation>Der zweite Teil muss S und die Mischversion sein, etwa S1, nicht „%1“.</translation>
    </message>
    <message>
        <source>Shuffle version %1 is unknown: this version of Spiderette knows %2.</source>
        <translation>Mischversion %1 ist unbekannt: Diese Version von Spiderette kennt %2.</translation>
    </message>
    <message>
        <source>The last part must be exactly %1 letters A–Z, not “%2”.</source>
        <translation>Der letzte Teil muss aus genau %1 Buchstaben A–Z bestehen, nicht „%2“.</translation>
    </message>
    <message>
        <source>A game code looks like %1: the game (%2) and the suit count (%3), S1, %4 letters.</source>
        <translation>Ein Spielcode sieht so aus: %1 – das Spiel (%2) und die Anzahl der Farben (%3), S1, %4 Buchstaben.</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>The Demo moved in this game, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Die Demo hat in diesem Spiel gezogen, daher zählt es jetzt als unterstützt: gespielt, aber weder gewonnen noch verloren. Es setzt keine Bestleistung und unterbricht deine Siegesserie nicht.</translation>
    </message>
    <message>
        <source>The solver showed you where this game was lost and how to win it, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Der Löser hat dir gezeigt, wo dieses Spiel verloren ging und wie es zu gewinnen ist, daher zählt es jetzt als unterstützt: gespielt, aber weder gewonnen noch verloren. Es setzt keine Bestleistung und unterbricht deine Siegesserie nicht.</translation>
    </message>
    <message>
        <source>This game was opened from a record, so it is practice: it counts nowhere in your statistics or the deal of the day, whatever score it shows.</source>
        <translation>Dieses Spiel wurde aus einer Aufzeichnung geöffnet, daher ist es Übung: Es zählt weder in deiner Statistik noch beim Spiel des Tages, welche Punktzahl es auch zeigt.</translation>
    </message>
    <message>
        <source>You finished this practice game. It is not counted: your statistics stay as they were.</source>
        <translation>Du hast dieses Übungsspiel beendet. Es wird nicht gezählt: Deine Statistik bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>You finished this game with the Demo&apos;s help: it counts as assisted, not as a win, and your winning streak is kept.</source>
        <translation>Du hast dieses Spiel mit Hilfe der Demo beendet: Es zählt als unterstützt, nicht als Sieg, und deine Siegesserie bleibt erhalten.</translation>
    </message>
    <message>
        <source>The statistics file was changed by another program while Spiderette was running. Its figures are kept, the games finished here that it lacked are added to them, and the game on the table goes on being counted.</source>
        <translation>Die Statistikdatei wurde von einem anderen Programm geändert, während Spiderette lief. Ihre Zahlen bleiben erhalten, die hier beendeten Spiele, die ihr fehlten, werden hinzugezählt, und das Spiel auf dem Tisch wird weiter gezählt.</translation>
    </message>
    <message>
        <source>The statistics file had been damaged by another program. It was kept as %1, and your statistics were saved in its place.</source>
        <translation>Die Statistikdatei war von einem anderen Programm beschädigt worden. Sie wurde als %1 aufbewahrt, und deine Statistik wurde an ihrer Stelle gespeichert.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read, so your statistics are not being saved. Nothing was written over it.</source>
        <translation>Die Statistikdatei kann nicht gelesen werden, daher wird deine Statistik nicht gespeichert. Nichts wurde darüber geschrieben.</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <source>Spiderette closed unexpectedly last time. The details are in this file, which you can send with a bug report:
%1</source>
        <extracomment>Qt messages kept for the fatal log.</extracomment>
        <translation>Spiderette wurde beim letzten Mal unerwartet beendet. Die Einzelheiten stehen in dieser Datei, die Sie einem Fehlerbericht beifügen können:
%1</translation>
    </message>
    <message>
        <source>Spiderette closed unexpectedly last time. Your game was kept. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Spiderette wurde beim letzten Mal unerwartet beendet. Ihr Spiel ist erhalten geblieben. Die Einzelheiten stehen in dieser Datei, die Sie einem Fehlerbericht beifügen können:
%1</translation>
    </message>
    <message>
        <source>Something went wrong inside Spiderette. Your game has been saved and you can go on playing. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>In Spiderette ist ein Fehler aufgetreten. Ihr Spiel wurde gespeichert und Sie können weiterspielen. Die Einzelheiten stehen in dieser Datei, die Sie einem Fehlerbericht beifügen können:
%1</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
</context>
<context>
    <name>DailyGames</name>
    <message>
        <source>Not played</source>
        <translation>Nicht gespielt</translation>
    </message>
    <message>
        <source>Played, not won yet</source>
        <translation>Gespielt, noch nicht gewonnen</translation>
    </message>
    <message>
        <source>Won: score %1 in %2 moves</source>
        <translation>Gewonnen: %1 Punkte in %2 Zügen</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, Zeit %1</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Spiel des Tages</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <source>Finding the deal of the day…</source>
        <translation>Das Spiel des Tages wird gesucht…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1, %2: one deal a day, the same for everyone, proven winnable.</source>
        <translation>%1, %2: ein Spiel pro Tag, für alle gleich, nachweislich lösbar.</translation>
    </message>
    <message>
        <source>Daily streak (days in a row): %1</source>
        <translation>Tagesserie (Tage in Folge): %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>(your best this day)</source>
        <translation>(deine Bestleistung an diesem Tag)</translation>
    </message>
    <message>
        <source>Play Today&apos;s Deal</source>
        <translation>Heutiges Spiel spielen</translation>
    </message>
    <message>
        <source>Play This Day&apos;s Deal</source>
        <translation>Spiel dieses Tages spielen</translation>
    </message>
    <message>
        <source>The deal of the day could not be found. Please try again.</source>
        <translation>Das Spiel des Tages wurde nicht gefunden. Bitte versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Deal of the day, %1: %2</source>
        <translation>Spiel des Tages, %1: %2</translation>
    </message>
    <message>
        <source>This is not a file that can be opened.</source>
        <translation>Das ist keine Datei, die geöffnet werden kann.</translation>
    </message>
    <message>
        <source>This file is far too large for a game record.</source>
        <translation>Die Datei ist viel zu groß für ein Spielprotokoll.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This is not a game record: the file is not text.</source>
        <translation>Das ist kein Spielprotokoll: Die Datei ist kein Text.</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette)</source>
        <translation>Spiderette-Spiele (*.spiderette)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Spiel gespeichert in %1</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette);;All files (*)</source>
        <translation>Spiderette-Spiele (*.spiderette);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Another game record is being opened.</source>
        <translation>Ein anderes Spielprotokoll wird gerade geöffnet.</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>Aktion %1</translation>
    </message>
    <message>
        <source>This game record cannot be played</source>
        <translation>Dieses Spielprotokoll kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>Game opened: %1 actions replayed</source>
        <translation>Spiel geöffnet: %1 Aktionen nachgespielt</translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spielprotokoll kopiert</translation>
    </message>
    <message>
        <source>The clipboard holds no game record.</source>
        <translation>Die Zwischenablage enthält kein Spielprotokoll.</translation>
    </message>
    <message>
        <source>Paste Game Record</source>
        <translation>Spielprotokoll einfügen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The action (1-based) the progress line marks: the one that lost the game.</extracomment>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Aktion %1 von %2</translation>
    </message>
    <message>
        <source>the action that lost the game</source>
        <translation>die Aktion, die das Spiel verloren hat</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>Punkte %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Opening the game record… The table takes no clicks or keys until it is shown.</source>
        <extracomment>How often the GUI thread looks whether the worker is done. The player&apos;s input to the window while a record is opened: dropped, not queued.</extracomment>
        <translation>Das Spielprotokoll wird geöffnet… Der Tisch nimmt keine Klicks oder Tasten an, bis es angezeigt wird.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>The computer plays the hint&apos;s moves from here. Like the hint, it never looks at face-down cards or the stock. Any click or key stops it.</source>
        <extracomment>The Demo stops when it brings the same table back this many times (going round in circles). In the last stage (the stock empty: no deal brings new cards) the Demo also stops when this many of its moves in a row leave the hint&apos;s measure of the seen table no higher than the stage&apos;s best (hints.been_before&apos;s count, the one WANDER_LIMIT reads): no card turned up, no run built. The hint itself goes on wandering through new tables until its plans give up or its own limit (hints.WANDER_LIMIT, 100 actions) makes it say &quot;no move helps&quot;. Measured 2026-12-07, following the hint on the tuning deals from 5,000,000 (four-suit Spider 40 games, two-suit 30, one-suit 30, two- and four-suit Spiderette 40 each): in the last stage a game got further again after at most 9 such moves (a won four-suit Spiderette game), while most lost four-suit Spider games ended after 100. Four-suit Spider 6,000,000 from its last deal in the window: the Demo stopped after 68 moves (51.7 s at normal speed) instead of 104 (77.8 s). Not a game size. The events that stop it (any click or key, on any of the app&apos;s windows; a shortcut&apos;s key is seen first as a ShortcutOverride) ... ... and the rest of that click or key press, which does nothing else either.</extracomment>
        <translation>Der Computer spielt von hier an die Züge des Tipps. Wie der Tipp sieht er nie verdeckte Karten oder den Stapel an. Jeder Klick und jede Taste hält ihn an.</translation>
    </message>
    <message>
        <source>Demo playing: any click or key stops it.</source>
        <translation>Die Demo spielt: Jeder Klick und jede Taste hält sie an.</translation>
    </message>
    <message>
        <source>Demo stopped. The game is yours again.</source>
        <translation>Demo angehalten. Das Spiel gehört wieder dir.</translation>
    </message>
    <message>
        <source>The Demo won this game (not counted as your win).</source>
        <translation>Die Demo hat dieses Spiel gewonnen (zählt nicht als dein Sieg).</translation>
    </message>
    <message>
        <source>The Demo stopped: no move helps.</source>
        <translation>Die Demo hat aufgehört: Kein Zug hilft.</translation>
    </message>
    <message>
        <source>The Demo stopped: the search gave no answer.</source>
        <translation>Die Demo hat aufgehört: Die Suche gab keine Antwort.</translation>
    </message>
    <message>
        <source>The Demo plays the hint&apos;s moves, so it needs the hint: turn it on under Settings › Solver › Hints.</source>
        <translation>Die Demo spielt die Züge des Tipps und braucht daher den Tipp: Schalten Sie ihn unter Einstellungen › Löser › Tipps ein.</translation>
    </message>
    <message>
        <source>Turn On Hints and Start the Demo</source>
        <translation>Tipps einschalten und Demo starten</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>0 deals left</source>
        <translation>keine Austeilung mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>noch %n Austeilung</numerusform>
            <numerusform>noch %n Austeilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>keine Folge entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n Folge entfernt</numerusform>
            <numerusform>%n Folgen entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: %1, %2; %3.</source>
        <translation>Talon: %1, %2; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>No stock; %1.</source>
        <translation>Kein Talon; %1.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n verdeckt</numerusform>
            <numerusform>%n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a column of face-down cards only</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, then %3</source>
        <translation>%1: %2, dann %3</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Medium-hard</source>
        <translation>Mittelschwer</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>The saved game was damaged, so a new game was started.</source>
        <translation>Das gespeicherte Spiel war beschädigt, daher wurde ein neues Spiel begonnen.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game was started.</source>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden, daher wurde ein neues Spiel begonnen.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so the statistics start again from zero.</source>
        <translation>Die Statistikdatei war beschädigt, daher beginnt die Statistik wieder bei null.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so the statistics start again from zero.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden, daher beginnt die Statistik wieder bei null.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>Die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The file was kept as %1 in the folder %2. Spiderette does not read it again; you can look at it or attach it to a bug report, and delete it when you no longer need it.</source>
        <translation>Die Datei wurde als %1 im Ordner %2 aufbewahrt. Spiderette liest sie nicht wieder; Sie können sie ansehen oder einem Fehlerbericht beilegen und löschen, wenn Sie sie nicht mehr brauchen.</translation>
    </message>
    <message>
        <source>Another Spiderette window saved a newer game, so this game was not saved over it. To keep this game instead, press Save This Game; otherwise the newer game is the one you will find next time.</source>
        <translation>Ein anderes Spiderette-Fenster hat ein neueres Spiel gespeichert, darum wurde dieses Spiel nicht darüber gespeichert. Um stattdessen dieses Spiel zu behalten, drücken Sie „Dieses Spiel speichern“; sonst finden Sie beim nächsten Mal das neuere Spiel.</translation>
    </message>
    <message>
        <source>Save This Game</source>
        <translation>Dieses Spiel speichern</translation>
    </message>
    <message>
        <source>Spiderette is not allowed to read its saved game file, so this game is not being saved over it. Give yourself permission to read and write the file (Details names it), or move it away.</source>
        <translation>Spiderette darf seine Datei mit dem gespeicherten Spiel nicht lesen, darum wird dieses Spiel nicht darüber gespeichert. Geben Sie sich das Recht, die Datei zu lesen und zu schreiben (Details nennt sie), oder verschieben Sie sie.</translation>
    </message>
    <message>
        <source>Where Spiderette saves the game there is a folder, a pipe or a device instead of a file, so this game is not being saved. Move it away (Details names it).</source>
        <translation>Dort, wo Spiderette das Spiel speichert, liegt statt einer Datei ein Ordner, eine Pipe oder ein Gerät, darum wird dieses Spiel nicht gespeichert. Verschieben Sie es (Details nennt es).</translation>
    </message>
    <message>
        <source>The saved game file cannot be read (a disk error?), so this game is not being saved over it. Details names the file.</source>
        <translation>Die Datei mit dem gespeicherten Spiel kann nicht gelesen werden (ein Datenträgerfehler?), darum wird dieses Spiel nicht darüber gespeichert. Details nennt die Datei.</translation>
    </message>
    <message>
        <source>The saved game file had been damaged by another program. It was kept as %1, and this game was saved in its place.</source>
        <translation>Die Datei mit dem gespeicherten Spiel war von einem anderen Programm beschädigt worden. Sie wurde als %1 aufbewahrt, und dieses Spiel wurde an ihrer Stelle gespeichert.</translation>
    </message>
    <message>
        <source>Could not save: Spiderette may not write in its data folder.</source>
        <translation>Speichern fehlgeschlagen: Spiderette darf nicht in seinen Datenordner schreiben.</translation>
    </message>
    <message>
        <source>Could not save: the data folder is on a read-only disk.</source>
        <translation>Speichern fehlgeschlagen: Der Datenordner liegt auf einem schreibgeschützten Datenträger.</translation>
    </message>
    <message>
        <source>Could not save: the disk is full.</source>
        <translation>Speichern fehlgeschlagen: Der Datenträger ist voll.</translation>
    </message>
    <message>
        <source>Could not save: the data folder cannot be written.</source>
        <translation>Speichern fehlgeschlagen: In den Datenordner kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spider</translation>
    </message>
    <message>
        <source>Relaxed Spider</source>
        <translation>Entspanntes Spider</translation>
    </message>
    <message>
        <source>Will o&apos; the Wisp</source>
        <translation>Irrlicht</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>Spider Three Decks</source>
        <translation>Spider mit drei Blättern</translation>
    </message>
    <message>
        <source>One deck: the quick game</source>
        <translation>Ein Kartenspiel: die schnelle Partie</translation>
    </message>
    <message>
        <source>Two decks: the classic</source>
        <translation>Zwei Kartenspiele: der Klassiker</translation>
    </message>
    <message>
        <source>Two decks; the stock may be dealt onto an empty column</source>
        <translation>Zwei Kartenspiele; der Talon darf auch auf eine leere Spalte ausgeteilt werden</translation>
    </message>
    <message>
        <source>One deck in columns of three</source>
        <translation>Ein Kartenspiel in Spalten zu drei</translation>
    </message>
    <message>
        <source>One deck, all face up, no stock</source>
        <translation>Ein Kartenspiel, alles offen, kein Talon</translation>
    </message>
    <message>
        <source>Three decks in twelve columns</source>
        <translation>Drei Kartenspiele in zwölf Spalten</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Choose a column</source>
        <translation>Eine Spalte wählen</translation>
    </message>
    <message>
        <source>Left / Right, 1–%1</source>
        <translation>Links / Rechts, 1–%1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, 0 for column %1</source>
        <translation>Links / Rechts, 1–9, 0 für Spalte %1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, then %2 for columns 10–%1</source>
        <translation>Links / Rechts, 1–9, dann %2 für Spalte 10–%1</translation>
    </message>
    <message>
        <source>Take more or fewer cards of the run</source>
        <translation>Mehr oder weniger Karten der Gruppe nehmen</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Auf / Ab</translation>
    </message>
    <message>
        <source>Pick up the run; place it on the chosen column</source>
        <translation>Die Gruppe aufnehmen; auf der gewählten Spalte ablegen</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <source>Put the run back; hide the cursor</source>
        <translation>Die Gruppe zurücklegen; den Cursor ausblenden</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Send the chosen run to its best column</source>
        <translation>Die gewählte Gruppe in ihre beste Spalte schicken</translation>
    </message>
    <message>
        <source>New game (on the table)</source>
        <translation>Neues Spiel (auf dem Tisch)</translation>
    </message>
    <message>
        <source>Open the menus</source>
        <translation>Die Menüs öffnen</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
</context>
<context>
    <name>LicensesDialog</name>
    <message>
        <source>Licenses</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Hinweise zu Drittanbietern</translation>
    </message>
    <message>
        <source>The license texts are missing from this installation.</source>
        <translation>Die Lizenztexte fehlen in dieser Installation.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The card images for the next start are drawn and kept this long after the first frame (ui.card_disk_cache), when the start&apos;s own deferred work is long done. A window that has not painted by then (started minimised, or in a test) saves its start and finishes what waits for the first frame all the same. Qt Multimedia is imported and the effects made this long after the first frame, a step per event-loop turn (two of 15-65 ms, the rest under 1 ms: sound/player.py): after the deal-out (Spider&apos;s is ~1.3 s), which would stutter under them. Until then, silence. True once the work after the first frame ran (it may resize the window).</extracomment>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <source>Restart This Deal?</source>
        <extracomment>How the game on the table counts: the player&apos;s own, assisted, or practice (counted nowhere). What the player asked for: a new deal (New Game, the S key, Play a Game Code), the same deal again, or the deal of a game code handed to the app (a second launch).</extracomment>
        <translation>Dieses Spiel neu starten?</translation>
    </message>
    <message>
        <source>Deal the same cards again and start this game from the beginning?</source>
        <translation>Dieselben Karten noch einmal austeilen und diese Partie von vorn beginnen?</translation>
    </message>
    <message>
        <source>It stays the same game in the statistics, not a loss.</source>
        <translation>In der Statistik bleibt es dieselbe Partie, keine Niederlage.</translation>
    </message>
    <message>
        <source>Undo brings back where you are now, until your first move after the restart.</source>
        <translation>„Rückgängig“ holt den jetzigen Stand zurück, bis Sie nach dem Neustart den ersten Zug machen.</translation>
    </message>
    <message>
        <source>Undo brings this game back, until your first move in the new one.</source>
        <translation>„Rückgängig“ holt diese Partie zurück, bis Sie in der neuen den ersten Zug machen.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished and was assisted: it counts as neither won nor lost.</source>
        <translation>Die laufende Partie ist nicht beendet und wurde unterstützt: Sie zählt weder als gewonnen noch als verloren.</translation>
    </message>
    <message>
        <source>The game in progress is a practice game: it counts nowhere.</source>
        <translation>Die laufende Partie ist eine Übungspartie: Sie zählt nirgends.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished: it will count as lost.</source>
        <translation>Die laufende Partie ist nicht beendet und zählt als verloren.</translation>
    </message>
    <message>
        <source>Leave this game and play the game code %1?</source>
        <translation>Diese Partie verlassen und den Spielcode %1 spielen?</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Leave this game and start another?</source>
        <translation>Diese Partie verlassen und eine neue beginnen?</translation>
    </message>
    <message>
        <source>Leave This Game</source>
        <translation>Partie verlassen</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>Settings &gt; Ask Before Leaving a Game turns this question back on.</source>
        <translation>Einstellungen &gt; Vor dem Verlassen eines Spiels fragen schaltet diese Frage wieder ein.</translation>
    </message>
    <message>
        <source>Move the run under the pointer to its best column</source>
        <translation>Die Gruppe unter dem Mauszeiger in ihre beste Spalte verschieben</translation>
    </message>
    <message>
        <source>Double-click or tap</source>
        <translation>Doppelklick oder Antippen</translation>
    </message>
    <message>
        <source>Game code %1 copied to the clipboard</source>
        <translation>Spielcode %1 in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>S&amp;olver</source>
        <translation>&amp;Löser</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Choose the difficulty of the new game:</source>
        <translation>Wählen Sie den Schwierigkeitsgrad des neuen Spiels:</translation>
    </message>
    <message>
        <source>Easy: 1 suit</source>
        <translation>Leicht: 1 Farbe</translation>
    </message>
    <message>
        <source>One suit, the best start</source>
        <translation>Eine einzige Farbe, der beste Einstieg</translation>
    </message>
    <message>
        <source>Medium: 2 suits</source>
        <translation>Mittel: 2 Farben</translation>
    </message>
    <message>
        <source>Spades and hearts</source>
        <translation>Pik und Herz</translation>
    </message>
    <message>
        <source>Medium-hard: 3 suits</source>
        <translation>Mittelschwer: 3 Farben</translation>
    </message>
    <message>
        <source>Clubs, hearts, spades</source>
        <translation>Kreuz, Herz, Pik</translation>
    </message>
    <message>
        <source>Hard: 4 suits</source>
        <translation>Schwer: 4 Farben</translation>
    </message>
    <message>
        <source>All four suits</source>
        <translation>Alle vier Farben</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Nur gewinnbare Spiele</translation>
    </message>
</context>
<context>
    <name>NoStock</name>
    <message>
        <source>This game has no stock: there is nothing to deal</source>
        <translation>Dieses Spiel hat keinen Talon: Es gibt nichts auszuteilen</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>There is no such column</source>
        <translation>Diese Spalte gibt es nicht</translation>
    </message>
    <message>
        <source>That column does not have that many face-up cards</source>
        <translation>Diese Spalte hat nicht so viele offene Karten</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved</source>
        <translation>Eine verdeckte Karte kann nicht bewegt werden</translation>
    </message>
    <message>
        <source>Cards move together only when their ranks go down one by one</source>
        <translation>Karten ziehen nur gemeinsam, wenn ihre Ränge Schritt für Schritt fallen</translation>
    </message>
    <message>
        <source>Only a run of one suit moves together</source>
        <translation>Nur eine Gruppe aus einer einzigen Farbe lässt sich gemeinsam verschieben</translation>
    </message>
    <message>
        <source>A run must move to another column</source>
        <translation>Eine Gruppe muss in eine andere Spalte verschoben werden</translation>
    </message>
    <message>
        <source>Nothing can be put on an ace</source>
        <translation>Auf ein Ass kann keine Karte gelegt werden</translation>
    </message>
    <message>
        <source>A king can only move to an empty column</source>
        <translation>Ein König darf nur in eine leere Spalte</translation>
    </message>
    <message>
        <source>A card goes only on a card exactly one rank higher</source>
        <translation>Eine Karte passt nur auf eine Karte, die genau einen Rang höher ist</translation>
    </message>
    <message>
        <source>Fill the empty column before dealing</source>
        <translation>Füllen Sie die leere Spalte, bevor Sie austeilen</translation>
    </message>
    <message>
        <source>The stock is empty: all 4 deals are made</source>
        <translation>Der Talon ist leer: Alle 4 Austeilungen sind gemacht</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Undo reaches back only over the last 100 actions</source>
        <translation>Rückgängig reicht nur über die letzten 100 Aktionen zurück</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Es gibt nichts zu wiederholen</translation>
    </message>
    <message>
        <source>No column can take this run</source>
        <translation>Keine Spalte kann diese Gruppe aufnehmen</translation>
    </message>
    <message>
        <source>The game is won: start a new one</source>
        <translation>Die Partie ist gewonnen: Starten Sie eine neue</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>The last game: %1 won, %2 lost</source>
        <translation>Das letzte Spiel: %1 gewonnen, %2 verloren</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games: %1 won, %2 lost</source>
        <translation>
            <numerusform>Letztes %n Spiel: %1 gewonnen, %2 verloren</numerusform>
            <numerusform>Letzte %n Spiele: %1 gewonnen, %2 verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: the first one is in progress</source>
        <translation>Noch kein Spiel beendet: das erste läuft</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Height: score (Sun)</source>
        <translation>Höhe: Punkte (Sun)</translation>
    </message>
    <message>
        <source>Height: score (Edderkop)</source>
        <translation>Höhe: Punkte (Edderkop)</translation>
    </message>
    <message>
        <source>Height: score</source>
        <translation>Höhe: Punkte</translation>
    </message>
    <message>
        <source>Won: %2 moves (no score of this system was kept then)</source>
        <translation>Gewonnen: %2 Züge (damals wurden keine Punkte dieser Wertung gespeichert)</translation>
    </message>
    <message>
        <source>Lost: %2 moves (no score of this system was kept then)</source>
        <translation>Verloren: %2 Züge (damals wurden keine Punkte dieser Wertung gespeichert)</translation>
    </message>
    <message>
        <source>Won: score %1, %2 moves</source>
        <translation>Gewonnen: %1 Punkte, %2 Züge</translation>
    </message>
    <message>
        <source>Lost: score %1, %2 moves</source>
        <translation>Verloren: %1 Punkte, %2 Züge</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sun</translation>
    </message>
    <message>
        <source>Edderkop</source>
        <translation>Edderkop</translation>
    </message>
    <message>
        <source>&amp;Windows: start at 500, −1 an action, +100 a sequence</source>
        <translation>&amp;Windows: Start bei 500, −1 je Aktion, +100 je Folge</translation>
    </message>
    <message>
        <source>S&amp;un: +10 a card turned, +15 a column, +2 a link, +50 a sequence</source>
        <translation>S&amp;un: +10 je aufgedeckte Karte, +15 je Spalte, +2 je Glied, +50 je Folge</translation>
    </message>
    <message>
        <source>&amp;Edderkop: +100 a sequence, +5 a card turned</source>
        <translation>&amp;Edderkop: +100 je Folge, +5 je aufgedeckte Karte</translation>
    </message>
</context>
<context>
    <name>ScoringMenu</name>
    <message>
        <source>Sco&amp;ring</source>
        <translation>Wer&amp;tung</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SolverDialogs</name>
    <message>
        <source>Was It Winnable?</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>War es gewinnbar?</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too.</source>
        <translation>Um zu antworten, sieht sich der Löser jede Karte an, auch die verdeckten.</translation>
    </message>
    <message>
        <source>Knowing the answer may spoil the game. Look now?</source>
        <translation>Die Antwort zu kennen, kann das Spiel verderben. Jetzt nachsehen?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Nachsehen</translation>
    </message>
</context>
<context>
    <name>SolverFeatures</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>No move on the table helps. Dealing is your choice.</source>
        <translation>Kein Zug auf dem Tisch hilft. Ob du austeilst, entscheidest du.</translation>
    </message>
    <message>
        <source>No move helps.</source>
        <translation>Kein Zug hilft.</translation>
    </message>
    <message>
        <source>No hint this time: the search stopped.</source>
        <translation>Diesmal kein Tipp: Die Suche wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Was It Winnable?</source>
        <translation>War es gewinnbar?</translation>
    </message>
    <message>
        <source>The solver is searching every way to play this deal…</source>
        <translation>Der Löser durchsucht alle Spielweisen dieses Spiels…</translation>
    </message>
    <message>
        <source>Checking whether the last game could have been won…</source>
        <translation>Prüfe, ob das letzte Spiel zu gewinnen war…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dieses Spiel ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <source>Undo a few actions, or start a new game.</source>
        <translation>Mach ein paar Schritte rückgängig oder beginne ein neues Spiel.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Suche ein Spiel, das zu gewinnen ist…</translation>
    </message>
    <message>
        <source>Deal Any Game</source>
        <translation>Beliebiges Spiel austeilen</translation>
    </message>
    <message>
        <source>No winnable deal was found in time; this one is an ordinary deal.</source>
        <translation>Es wurde nicht rechtzeitig ein gewinnbares Spiel gefunden; dies ist ein gewöhnliches.</translation>
    </message>
</context>
<context>
    <name>SolverNotices</name>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>The last deal</source>
        <translation>Das letzte Spiel</translation>
    </message>
    <message>
        <source>Was it winnable? %1: %2 from the start, %3 from where you left it.</source>
        <translation>War es gewinnbar? %1: vom Anfang an %2, von dort, wo Sie aufgehört haben, %3.</translation>
    </message>
    <message>
        <source>Was it winnable? %1 (won): %2 from the start.</source>
        <translation>War es gewinnbar? %1 (gewonnen): vom Anfang an %2.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>gewinnbar</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>nicht gewinnbar</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>Show the Verdict…</source>
        <translation>Ergebnis anzeigen…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Leicht (1 Farbe)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Mittel (2 Farben)</translation>
    </message>
    <message>
        <source>Medium-hard (3 suits)</source>
        <translation>Mittelschwer (3 Farben)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Schwer (4 Farben)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>Reset the statistics of the difficulty shown</source>
        <translation>Die Statistik des angezeigten Schwierigkeitsgrads zurücksetzen</translation>
    </message>
    <message>
        <source>Statistics: %1, %2</source>
        <translation>Statistik: %1, %2</translation>
    </message>
    <message>
        <source>%1 (1 in progress)</source>
        <translation>%1 (1 läuft)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>The last game</source>
        <translation>Die letzte Partie</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games</source>
        <translation>
            <numerusform>Die letzte %n Partie</numerusform>
            <numerusform>Die letzten %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Verlorene Partien</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Best score (Sun)</source>
        <translation>Höchste Punktzahl (Sun)</translation>
    </message>
    <message>
        <source>Best score (Edderkop)</source>
        <translation>Höchste Punktzahl (Edderkop)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Wenigste Züge bis zum Sieg</translation>
    </message>
    <message>
        <source>Games assisted (Demo or solver)</source>
        <translation>Spiele mit Hilfe (Demo oder Löser)</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Durchschnittliche Zeit eines Siegs</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the statistics of %1? This cannot be undone.</source>
        <translation>Die Statistik für %1 zurücksetzen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Game code:</source>
        <translation>Spielcode:</translation>
    </message>
    <message>
        <source>Select the code, or press Copy</source>
        <translation>Markieren Sie den Code oder klicken Sie auf „Kopieren“</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the game code to the clipboard</source>
        <translation>Den Spielcode in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Score (Sun):</source>
        <translation>Punkte (Sun):</translation>
    </message>
    <message>
        <source>Score (Edderkop):</source>
        <translation>Punkte (Edderkop):</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>Deals left:</source>
        <translation>Austeilungen übrig:</translation>
    </message>
    <message>
        <source>Sequences:</source>
        <translation>Folgen:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
</context>
<context>
    <name>TurningDialog</name>
    <message>
        <source>Where Did I Lose?</source>
        <translation>Wo habe ich verloren?</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Der Löser kennt jede Karte, auch die verdeckten; ein Tipp nie.</translation>
    </message>
    <message>
        <source>Show in the &amp;Replay</source>
        <translation>In der &amp;Wiederholung zeigen</translation>
    </message>
    <message>
        <source>Show the &amp;Winning Line</source>
        <translation>&amp;Gewinnweg zeigen</translation>
    </message>
    <message>
        <source>&amp;Try From Here</source>
        <translation>Von hier &amp;versuchen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>TurningWords</name>
    <message>
        <source>Winnable until your %1 action; after %2 the solver could not decide whether it could still be won.</source>
        <translation>Gewinnbar bis zu deiner %1 Aktion; nach %2 konnte der Löser nicht entscheiden, ob es noch zu gewinnen war.</translation>
    </message>
    <message>
        <source>Winnable until your %1 action; %2 lost it.</source>
        <translation>Gewinnbar bis zu deiner %1 Aktion; %2 hat es verloren.</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>the action that lost the game</comment>
        <translation>das Austeilen</translation>
    </message>
    <message>
        <source>%1 into the empty column (column %2 to %3)</source>
        <translation>%1 in die leere Spalte (Spalte %2 nach %3)</translation>
    </message>
    <message>
        <source>%1 onto %2 (column %3 to %4)</source>
        <translation>%1 auf %2 (Spalte %3 nach %4)</translation>
    </message>
    <message>
        <source>This deal could not be won from its start: no action of yours lost it.</source>
        <translation>Dieses Spiel war von Anfang an nicht zu gewinnen: Keine deiner Aktionen hat es verloren.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this deal could be won, so it cannot say where it was lost.</source>
        <translation>Der Löser konnte nicht entscheiden, ob dieses Spiel zu gewinnen war, und kann daher nicht sagen, wo es verloren ging.</translation>
    </message>
    <message>
        <source>Nothing is lost yet: this game can still be won from where it stands.</source>
        <translation>Noch ist nichts verloren: Dieses Spiel ist von hier aus noch zu gewinnen.</translation>
    </message>
</context>
<context>
    <name>UndoMenu</name>
    <message>
        <source>Undo H&amp;istory</source>
        <translation>Rückgängig-Verla&amp;uf</translation>
    </message>
    <message numerus="yes">
        <source>As the &amp;Rules Say (%n actions)</source>
        <translation>
            <numerusform>Wie die &amp;Regeln sagen (%n Aktion)</numerusform>
            <numerusform>Wie die &amp;Regeln sagen (%n Aktionen)</numerusform>
        </translation>
    </message>
    <message>
        <source>All the &amp;Way Back</source>
        <translation>Ganz &amp;zurück bis zum Anfang</translation>
    </message>
    <message>
        <source>A change applies from the next game</source>
        <translation>Eine Änderung gilt ab dem nächsten Spiel</translation>
    </message>
    <message>
        <source>The game in play reaches all the way back</source>
        <translation>Das laufende Spiel reicht ganz bis zum Anfang zurück</translation>
    </message>
    <message numerus="yes">
        <source>The game in play reaches back %n actions</source>
        <translation>
            <numerusform>Das laufende Spiel reicht %n Aktion zurück</numerusform>
            <numerusform>Das laufende Spiel reicht %n Aktionen zurück</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictDialog</name>
    <message>
        <source>Was It Winnable?</source>
        <translation>War es gewinnbar?</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>From the start:</source>
        <translation>Vom Anfang an:</translation>
    </message>
    <message>
        <source>From where you left it:</source>
        <translation>Ab der Stelle, an der du aufgehört hast:</translation>
    </message>
    <message>
        <source>From where you are now:</source>
        <translation>Ab der jetzigen Stellung:</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Gewinnweg zeigen</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Der Löser kennt jede Karte, auch die verdeckten; ein Tipp nie.</translation>
    </message>
    <message>
        <source>You won it.</source>
        <translation>Du hast es gewonnen.</translation>
    </message>
    <message>
        <source>Winnable: the solver found a way to win (%1 moves and deals).</source>
        <translation>Gewinnbar: Der Löser hat einen Gewinnweg gefunden (%1 Züge und Austeilungen).</translation>
    </message>
    <message>
        <source>Not winnable: every way of playing on was searched, and none wins.</source>
        <translation>Nicht gewinnbar: Jede Möglichkeit weiterzuspielen wurde durchsucht, keine gewinnt.</translation>
    </message>
    <message>
        <source>Undecided: the solver could not decide within %1 seconds.</source>
        <translation>Unentschieden: Der Löser konnte es nicht innerhalb von %1 Sekunden entscheiden.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Der Löser hat ohne Antwort aufgehört.</translation>
    </message>
</context>
<context>
    <name>WhereLost</name>
    <message>
        <source>Where Did I Lose?</source>
        <extracomment>Each position the bisection searches gets this many seconds, as a node budget: about log2(actions) + 2 searches, most of them quick (a win found, a short proof of a loss).</extracomment>
        <translation>Wo habe ich verloren?</translation>
    </message>
    <message>
        <source>The solver is looking for the action that lost this game…</source>
        <translation>Der Löser sucht die Aktion, die dieses Spiel verloren hat…</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too, and shows you a way to win.</source>
        <translation>Um zu antworten, schaut sich der Löser jede Karte an, auch die verdeckten, und zeigt dir einen Weg zum Sieg.</translation>
    </message>
    <message>
        <source>This game is still in play: it will count as assisted, neither won nor lost. Look now?</source>
        <translation>Dieses Spiel läuft noch: Es zählt dann als unterstützt, weder gewonnen noch verloren. Jetzt nachsehen?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Nachsehen</translation>
    </message>
    <message>
        <source>You won this game: no action lost it.</source>
        <translation>Du hast dieses Spiel gewonnen: Keine Aktion hat es verloren.</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Es wurde noch nichts gespielt.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Der Löser hat ohne Antwort aufgehört.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>Practice from the last position that could be won: it counts nowhere in your statistics.</source>
        <translation>Übung ab der letzten Stellung, die noch zu gewinnen war: Sie zählt nirgends in deiner Statistik.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You Won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Glückwunsch, Sie haben gewonnen!</translation>
    </message>
    <message>
        <source>Score: %1    Moves: %2</source>
        <translation>Punkte: %1    Züge: %2</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>New Game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Dieses Spiel neu starten</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cards turned: %1 × %2 = %3</source>
        <translation>Aufgedeckte Karten: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Columns cleared: %1 × %2 = %3</source>
        <translation>Ganz aufgedeckte Spalten: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Links: %1 × %2 = %3</source>
        <translation>Glieder: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Sequences: %1 × %2 = %3</source>
        <translation>Folgen: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Actions: %1 (free)</source>
        <translation>Aktionen: %1 (kostenlos)</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>Actions: %1 × −1</source>
        <translation>Aktionen: %1 × −1</translation>
    </message>
    <message>
        <source>Cards turned: %1, columns cleared: %2</source>
        <translation>Aufgedeckte Karten: %1, ganz aufgedeckte Spalten: %2</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Wertung: %1</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Neue Bestleistung!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Beste Punktzahl: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n</source>
        <translation>
            <numerusform>Siegesserie: %n</numerusform>
            <numerusform>Siegesserie: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quit</source>
        <extracomment>The translation context of the action texts, and the dynamic property that keeps each action&apos;s English source text so a language change can translate it again. A dynamic property: the shortcuts list names all of this action&apos;s keys, not just the first.</extracomment>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;About Spiderette</source>
        <translation>Ü&amp;ber Spiderette</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>V&amp;ollbild</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Next S&amp;uit Count</source>
        <translation>Nächste Anzahl der &amp;Farben</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Dieses Spiel neu &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Play a Game Code…</source>
        <translation>Spielcode &amp;eingeben…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>Spielcode &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Double-Click Moves</source>
        <translation>Ziehen per &amp;Doppelklick</translation>
    </message>
    <message>
        <source>&amp;Auto-Place</source>
        <translation>&amp;Automatisch ablegen</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste anzeigen</translation>
    </message>
    <message>
        <source>Sou&amp;nd</source>
        <translation>Klä&amp;nge</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Describe the &amp;Table</source>
        <translation>Tisch &amp;beschreiben</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>&amp;Larger Cards</source>
        <translation>Größere &amp;Karten</translation>
    </message>
    <message>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>Vor dem Verlassen eines S&amp;piels fragen</translation>
    </message>
    <message>
        <source>Show Ti&amp;me</source>
        <translation>&amp;Zeit anzeigen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Was It Winnable?…</source>
        <translation>&amp;War es gewinnbar?…</translation>
    </message>
    <message>
        <source>&amp;Winnable Deals Only</source>
        <translation>Nur &amp;gewinnbare Spiele</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Tipps</translation>
    </message>
    <message>
        <source>Was It Winnable? &amp;After Each Game</source>
        <translation>War es gewinnbar? Nach &amp;jedem Spiel</translation>
    </message>
    <message>
        <source>Tell Me When a Game Can &amp;No Longer Be Won</source>
        <translation>Melden, wenn ein Spiel &amp;nicht mehr zu gewinnen ist</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y…</source>
        <translation>Spiel des Ta&amp;ges…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel &amp;öffnen…</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Spiel speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Copy Game R&amp;ecord</source>
        <translation>Spielprotokoll k&amp;opieren</translation>
    </message>
    <message>
        <source>Pas&amp;te Game Record</source>
        <translation>Spielprotokoll einf&amp;ügen</translation>
    </message>
    <message>
        <source>Replay This &amp;Game…</source>
        <translation>Dieses Spiel nachs&amp;pielen…</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>De&amp;mo</translation>
    </message>
    <message>
        <source>Where Did I &amp;Lose?…</source>
        <extracomment>The answer&apos;s sentence, once shown (tests and the status bar hear it).</extracomment>
        <translation>Wo habe ich &amp;verloren?…</translation>
    </message>
</context>
<context>
    <name>WinningLineDialog</name>
    <message>
        <source>The Winning Line</source>
        <translation>Der Gewinnweg</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Copy as Game Record</source>
        <translation>Als Spielprotokoll kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Won in %1 actions.</source>
        <translation>In %1 Schritten gewonnen.</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
</context>
</TS>
