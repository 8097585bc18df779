<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spiderette</source>
        <translation>Über Spiderette</translation>
    </message>
    <message>
        <source>One-deck Spider solitaire in 1, 2 and 4 suits.</source>
        <translation>Spider-Solitär mit einem einzigen Kartenspiel in 1, 2 und 4 Farben.</translation>
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
        <source>A valid code: press Play to start this deal.</source>
        <translation>Ein gültiger Code: Klicken Sie auf „Spielen“, um dieses Spiel zu beginnen.</translation>
    </message>
</context>
<context>
    <name>CodeProblems</name>
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
        <source>The first part must be SD1, SD2 or SD4 (the suit count), not “%1”.</source>
        <translation>Der erste Teil muss SD1, SD2 oder SD4 sein (die Anzahl der Farben), nicht „%1“.</translation>
    </message>
    <message>
        <source>The second part must be S and the shuffle version, like S1, not “%1”.</source>
        <translation>Der zweite Teil muss S und die Mischversion sein, etwa S1, nicht „%1“.</translation>
    </message>
    <message>
        <source>Shuffle version %1 is unknown: this version of Spiderette knows S1.</source>
        <translation>Mischversion %1 ist unbekannt: Diese Version von Spiderette kennt S1.</translation>
    </message>
    <message>
        <source>The last part must be exactly 7 letters A–Z, not “%1”.</source>
        <translation>Der letzte Teil muss aus genau 7 Buchstaben A–Z bestehen, nicht „%1“.</translation>
    </message>
    <message>
        <source>A game code looks like %1: SD and the suit count (1, 2 or 4), S1, 7 letters.</source>
        <translation>Ein Spielcode sieht so aus: %1 – SD und die Anzahl der Farben (1, 2 oder 4), S1, 7 Buchstaben.</translation>
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
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Choose a column</source>
        <translation>Eine Spalte wählen</translation>
    </message>
    <message>
        <source>Left / Right, 1–7</source>
        <translation>Links / Rechts, 1–7</translation>
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
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>How long the table description stays in the status bar (ms): it is long to read.</extracomment>
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
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
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
        <source>The game in progress will be lost. Start another game?</source>
        <translation>Die laufende Partie geht verloren. Eine neue Partie beginnen?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>Could not save: %1</source>
        <translation>Speichern fehlgeschlagen: %1</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
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
    <name>RecentGamesChart</name>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Last %1 games: %2 won, %3 lost</source>
        <translation>Letzte %1 Partien: %2 gewonnen, %3 verloren</translation>
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
        <source>Height: score</source>
        <translation>Höhe: Punkte</translation>
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
    <name>Rules</name>
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
    <name>RulesDialog</name>
    <message>
        <source>Rules of Spiderette</source>
        <translation>Die Regeln von Spiderette</translation>
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
        <source>No winnable deal was found in time; this one is an ordinary deal.</source>
        <translation>Es wurde nicht rechtzeitig ein gewinnbares Spiel gefunden; dies ist ein gewöhnliches.</translation>
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
        <source>Hard (4 suits)</source>
        <translation>Schwer (4 Farben)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
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
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Wenigste Züge bis zum Sieg</translation>
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
        <source>Statistics: %1</source>
        <translation>Statistik: %1</translation>
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
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quit</source>
        <extracomment>The translation context of the action texts, and the dynamic property that keeps each action&apos;s English source text so a language change can translate it again.</extracomment>
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
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
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
