<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spiderette</source>
        <extracomment>language -&gt; (words, the order ICU&apos;s collation for that language gives them). language -&gt; (its letters beyond A-Z, the upper case of &quot;istanbul&quot;). Languages whose Qt translation renames the Ctrl key (proves qtbase_xx.qm is in use).</extracomment>
        <translation>Om Spiderette</translation>
    </message>
    <message>
        <source>&amp;Licenses…</source>
        <translation>&amp;Licenser…</translation>
    </message>
    <message>
        <source>Spider solitaire: Spiderette with one deck, Spider and Relaxed Spider with two, each in 1, 2 and 4 suits.</source>
        <translation>Edderkop-kabale: Spiderette med ét spil kort, Edderkop og Afslappet Edderkop med to, hver i 1, 2 og 4 kulører.</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Licens: %1</translation>
    </message>
    <message>
        <source>This program comes with no warranty.</source>
        <translation>Programmet leveres uden nogen garanti.</translation>
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
        <translation>%1 flyttet til søjle %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to column %1</source>
        <translation>
            <numerusform>%n kort flyttet til søjle %1</numerusform>
            <numerusform>%n kort flyttet til søjle %1</numerusform>
        </translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>række i %1 fjernet</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>%1 vendt op</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Kortene givet</translation>
    </message>
    <message>
        <source>Deal redone</source>
        <translation>Omgangen gentaget</translation>
    </message>
    <message>
        <source>Deal undone</source>
        <translation>Omgangen fortrudt</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Fortrudt</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Gentaget</translation>
    </message>
    <message>
        <source>game won</source>
        <translation>spillet vundet</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>%1 taget op</translation>
    </message>
    <message numerus="yes">
        <source>Picked up %n card(s) from %1</source>
        <translation>
            <numerusform>%n kort taget op fra %1</numerusform>
            <numerusform>%n kort taget op fra %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n kort valgt</numerusform>
            <numerusform>%n kort valgt</numerusform>
        </translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Lagt tilbage</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>column %1, on %2</source>
        <translation>søjle %1, på %2</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passer ikke</translation>
    </message>
    <message>
        <source>Column %1 is empty: nothing to pick up</source>
        <translation>Søjle %1 er tom: intet at tage op</translation>
    </message>
    <message>
        <source>Score %1, %2, %3, %4</source>
        <translation>Point %1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n træk</numerusform>
            <numerusform>%n træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n omgang tilbage</numerusform>
            <numerusform>%n omgange tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 sequences removed</source>
        <translation>%1 af %2 rækker fjernet</translation>
    </message>
    <message>
        <source>Score %1, %2</source>
        <translation>Point %1, %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Intet at fortryde</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Intet at gentage</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Blue &amp;Spider</source>
        <translation>Blå &amp;edderkop</translation>
    </message>
    <message>
        <source>Red &amp;Web</source>
        <translation>Rødt &amp;spind</translation>
    </message>
    <message>
        <source>Green &amp;Tartan</source>
        <translation>Grøn &amp;tartan</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Grøn</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blå</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rød</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mørk</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Følg &amp;systemet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lys</translation>
    </message>
    <message>
        <source>Card &amp;Back</source>
        <translation>Kort&amp;bagside</translation>
    </message>
    <message>
        <source>Table &amp;Colour</source>
        <translation>B&amp;ordfarve</translation>
    </message>
    <message>
        <source>Window T&amp;heme</source>
        <translation>Vinduest&amp;ema</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank in a card name</comment>
        <translation>es</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank in a card name</comment>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank in a card name</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank in a card name</comment>
        <translation>konge</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank alone</comment>
        <translation>es</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank alone</comment>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank alone</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank alone</comment>
        <translation>konge</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>an ace or a picture card: rank word, suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a number card: rank, suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>short name of an ace or a picture card: rank word, suit</comment>
        <translation>%2 %1</translation>
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
        <translation>Indtast spilkode</translation>
    </message>
    <message>
        <source>Type or paste a game code, for example %1:</source>
        <translation>Skriv eller indsæt en spilkode, for eksempel %1:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Ryd koden</translation>
    </message>
    <message>
        <source>A valid code: press Play to start this deal.</source>
        <translation>En gyldig kode: tryk på Spil for at starte dette spil.</translation>
    </message>
</context>
<context>
    <name>CodeProblems</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>The isolate controls: one in the player&apos;s text would close (or open) ours too early.</extracomment>
        <translation>%1 eller %2</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Spilkoden er tom.</translation>
    </message>
    <message>
        <source>That is too long for a game code.</source>
        <translation>Det er for langt til en spilkode.</translation>
    </message>
    <message>
        <source>A game code has 3 parts joined by “-”; this one has %1.</source>
        <translation>En spilkode har 3 dele forbundet med »-«; denne har %1.</translation>
    </message>
    <message>
        <source>The first part must start with the game (%1), not “%2”.</source>
        <translation>Første del skal begynde med spillet (%1), ikke »%2«.</translation>
    </message>
    <message>
        <source>The first part must be %1 (the suit count), not “%2”.</source>
        <translation>Første del skal være %1 (antallet af kulører), ikke »%2«.</translation>
    </message>
    <message>
        <source>The second part must be S and the shuffle version, like S1, not “%1”.</source>
        <translation>Anden del skal være S og blandingsversionen, for eksempel S1, ikke »%1«.</translation>
    </message>
    <message>
        <source>Shuffle version %1 is unknown: this version of Spiderette knows %2.</source>
        <translation>Blandingsversion %1 er ukendt: denne version af Spiderette kender %2.</translation>
    </message>
    <message>
        <source>The last part must be exactly %1 letters A–Z, not “%2”.</source>
        <translation>Sidste del skal være præcis %1 bogstaver A–Z, ikke »%2«.</translation>
    </message>
    <message>
        <source>A game code looks like %1: the game (%2) and the suit count (%3), S1, %4 letters.</source>
        <translation>En spilkode ser sådan ud: %1 – spillet (%2) og antallet af kulører (%3), S1, %4 bogstaver.</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>The Demo moved in this game, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Demoen har trukket i dette spil, så det tæller nu som hjulpet: spillet, men hverken vundet eller tabt. Det sætter ingen rekord og bryder ikke din sejrsstime.</translation>
    </message>
    <message>
        <source>The solver showed you where this game was lost and how to win it, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Løseren viste dig, hvor dette spil blev tabt, og hvordan det kan vindes, så det tæller nu som hjulpet: spillet, men hverken vundet eller tabt. Det sætter ingen rekord og bryder ikke din sejrsstime.</translation>
    </message>
    <message>
        <source>This game was opened from a record, so it is practice: it counts nowhere in your statistics or the deal of the day, whatever score it shows.</source>
        <translation>Dette spil blev åbnet fra en optegnelse, så det er øvelse: det tæller ikke i din statistik eller dagens spil, uanset hvilke point det viser.</translation>
    </message>
    <message>
        <source>You finished this practice game. It is not counted: your statistics stay as they were.</source>
        <translation>Du har afsluttet dette øvelsesspil. Det tælles ikke: din statistik er uændret.</translation>
    </message>
    <message>
        <source>You finished this game with the Demo&apos;s help: it counts as assisted, not as a win, and your winning streak is kept.</source>
        <translation>Du afsluttede dette spil med demoens hjælp: det tæller som hjulpet, ikke som en sejr, og din sejrsstime bevares.</translation>
    </message>
    <message>
        <source>The statistics file was changed by another program while Spiderette was running. Its figures are kept, the games finished here that it lacked are added to them, and the game on the table goes on being counted.</source>
        <translation>Statistikfilen blev ændret af et andet program, mens Spiderette kørte. Dens tal bevares, de spil, der blev afsluttet her og manglede i den, lægges til, og spillet på bordet bliver ved med at blive talt.</translation>
    </message>
    <message>
        <source>The statistics file had been damaged by another program. It was kept as %1, and your statistics were saved in its place.</source>
        <translation>Statistikfilen var blevet beskadiget af et andet program. Den blev gemt som %1, og din statistik blev gemt i stedet.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read, so your statistics are not being saved. Nothing was written over it.</source>
        <translation>Statistikfilen kan ikke læses, så din statistik gemmes ikke. Intet blev skrevet over den.</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <source>Spiderette closed unexpectedly last time. The details are in this file, which you can send with a bug report:
%1</source>
        <extracomment>Qt messages kept for the fatal log.</extracomment>
        <translation>Spiderette lukkede uventet sidste gang. Detaljerne står i denne fil, som du kan sende med en fejlrapport:
%1</translation>
    </message>
    <message>
        <source>Spiderette closed unexpectedly last time. Your game was kept. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Spiderette lukkede uventet sidste gang. Dit spil er bevaret. Detaljerne står i denne fil, som du kan sende med en fejlrapport:
%1</translation>
    </message>
    <message>
        <source>Something went wrong inside Spiderette. Your game has been saved and you can go on playing. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Noget gik galt i Spiderette. Dit spil er gemt, og du kan spille videre. Detaljerne står i denne fil, som du kan sende med en fejlrapport:
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
        <translation>Ikke spillet</translation>
    </message>
    <message>
        <source>Played, not won yet</source>
        <translation>Spillet, endnu ikke vundet</translation>
    </message>
    <message>
        <source>Won: score %1 in %2 moves</source>
        <translation>Vundet: %1 point på %2 træk</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, tid %1</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Dagens kortgivning</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vundet</translation>
    </message>
    <message>
        <source>played</source>
        <translation>spillet</translation>
    </message>
    <message>
        <source>Finding the deal of the day…</source>
        <translation>Finder dagens kortgivning…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>%1, %2: one deal a day, the same for everyone, proven winnable.</source>
        <translation>%1, %2: én kortgivning om dagen, den samme for alle, bevist at kunne vindes.</translation>
    </message>
    <message>
        <source>Daily streak (days in a row): %1</source>
        <translation>Dagsstime (dage i træk): %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>I dag</translation>
    </message>
    <message>
        <source>(your best this day)</source>
        <translation>(dit bedste denne dag)</translation>
    </message>
    <message>
        <source>Play Today&apos;s Deal</source>
        <translation>Spil dagens kortgivning</translation>
    </message>
    <message>
        <source>Play This Day&apos;s Deal</source>
        <translation>Spil denne dags kortgivning</translation>
    </message>
    <message>
        <source>The deal of the day could not be found. Please try again.</source>
        <translation>Dagens kortgivning blev ikke fundet. Prøv igen.</translation>
    </message>
    <message>
        <source>Deal of the day, %1: %2</source>
        <translation>Dagens kortgivning, %1: %2</translation>
    </message>
    <message>
        <source>This is not a file that can be opened.</source>
        <translation>Dette er ikke en fil, der kan åbnes.</translation>
    </message>
    <message>
        <source>This file is far too large for a game record.</source>
        <translation>Filen er alt for stor til en spilprotokol.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Filen kan ikke læses: %1</translation>
    </message>
    <message>
        <source>This is not a game record: the file is not text.</source>
        <translation>Dette er ikke en spilprotokol: filen er ikke tekst.</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Gem spil som</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette)</source>
        <translation>Spiderette-spil (*.spiderette)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Spillet kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Spillet er gemt i %1</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Åbn spil</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette);;All files (*)</source>
        <translation>Spiderette-spil (*.spiderette);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Another game record is being opened.</source>
        <translation>En anden spilprotokol er ved at blive åbnet.</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>linje %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>træk %1</translation>
    </message>
    <message>
        <source>This game record cannot be played</source>
        <translation>Denne spilprotokol kan ikke spilles</translation>
    </message>
    <message>
        <source>Game opened: %1 actions replayed</source>
        <translation>Spillet er åbnet: %1 træk afspillet igen</translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spilprotokollen er kopieret</translation>
    </message>
    <message>
        <source>The clipboard holds no game record.</source>
        <translation>Udklipsholderen indeholder ingen spilprotokol.</translation>
    </message>
    <message>
        <source>Paste Game Record</source>
        <translation>Indsæt spilprotokol</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Genafspil</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The action (1-based) the progress line marks: the one that lost the game.</extracomment>
        <translation>|◀ Start</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Tilbage</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspil</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Frem ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Slut ▶|</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Spil herfra</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Træk %1 af %2</translation>
    </message>
    <message>
        <source>the action that lost the game</source>
        <translation>trækket, der tabte spillet</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>point %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Opening the game record… The table takes no clicks or keys until it is shown.</source>
        <extracomment>How often the GUI thread looks whether the worker is done. The player&apos;s input to the window while a record is opened: dropped, not queued.</extracomment>
        <translation>Åbner spilprotokollen… Bordet tager ikke imod klik eller taster, før den vises.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>The computer plays the hint&apos;s moves from here. Like the hint, it never looks at face-down cards or the stock. Any click or key stops it.</source>
        <extracomment>The Demo stops when it brings the same table back this many times (going round in circles). In the last stage (the stock empty: no deal brings new cards) the Demo also stops when this many of its moves in a row leave the hint&apos;s measure of the seen table no higher than the stage&apos;s best (hints.been_before&apos;s count, the one WANDER_LIMIT reads): no card turned up, no run built. The hint itself goes on wandering through new tables until its plans give up or its own limit (hints.WANDER_LIMIT, 100 actions) makes it say &quot;no move helps&quot;. Measured 2026-12-07, following the hint on the tuning deals from 5,000,000 (four-suit Spider 40 games, two-suit 30, one-suit 30, two- and four-suit Spiderette 40 each): in the last stage a game got further again after at most 9 such moves (a won four-suit Spiderette game), while most lost four-suit Spider games ended after 100. Four-suit Spider 6,000,000 from its last deal in the window: the Demo stopped after 68 moves (51.7 s at normal speed) instead of 104 (77.8 s). Not a game size. The events that stop it (any click or key, on any of the app&apos;s windows; a shortcut&apos;s key is seen first as a ShortcutOverride) ... ... and the rest of that click or key press, which does nothing else either.</extracomment>
        <translation>Computeren spiller tippets træk herfra. Ligesom tippet ser den aldrig på kort med bagsiden op eller i bunken. Et klik eller en tast stopper den.</translation>
    </message>
    <message>
        <source>Demo playing: any click or key stops it.</source>
        <translation>Demo spiller: et klik eller en tast stopper den.</translation>
    </message>
    <message>
        <source>Demo stopped. The game is yours again.</source>
        <translation>Demo stoppet. Spillet er dit igen.</translation>
    </message>
    <message>
        <source>The Demo won this game (not counted as your win).</source>
        <translation>Demo vandt dette spil (tæller ikke som din sejr).</translation>
    </message>
    <message>
        <source>The Demo stopped: no move helps.</source>
        <translation>Demo stoppede: intet træk hjælper.</translation>
    </message>
    <message>
        <source>The Demo stopped: the search gave no answer.</source>
        <translation>Demo stoppede: søgningen gav intet svar.</translation>
    </message>
    <message>
        <source>The Demo plays the hint&apos;s moves, so it needs the hint: turn it on under Settings › Solver › Hints.</source>
        <translation>Demo spiller tippets træk og har derfor brug for tippet: slå det til under Indstillinger › Løser › Tips.</translation>
    </message>
    <message>
        <source>Turn On Hints and Start the Demo</source>
        <translation>Slå tips til og start Demo</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>0 deals left</source>
        <translation>ingen omgange tilbage</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n omgang tilbage</numerusform>
            <numerusform>%n omgange tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>ingen rækker fjernet</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n række fjernet</numerusform>
            <numerusform>%n rækker fjernet</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: %1, %2; %3.</source>
        <translation>Bunke: %1, %2; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>No stock; %1.</source>
        <translation>Ingen bunke; %1.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Søjle %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>søjle %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: tom</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n skjult kort</numerusform>
            <numerusform>%n skjulte kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a column of face-down cards only</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, then %3</source>
        <translation>%1: %2, derefter %3</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mellem</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Medium-hard</source>
        <translation>Mellemsvær</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>The saved game was damaged, so a new game was started.</source>
        <translation>Det gemte spil var beskadiget, så et nyt spil blev startet.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game was started.</source>
        <translation>Det gemte spil kunne ikke læses, så et nyt spil blev startet.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so the statistics start again from zero.</source>
        <translation>Statistikfilen var beskadiget, så statistikken begynder igen fra nul.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so the statistics start again from zero.</source>
        <translation>Statistikfilen kunne ikke læses, så statistikken begynder igen fra nul.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den beskadigede fil blev gemt som %1.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>Den gamle fil blev gemt som %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1 in the folder %2. Spiderette does not read it again; you can look at it or attach it to a bug report, and delete it when you no longer need it.</source>
        <translation>Filen blev gemt som %1 i mappen %2. Spiderette læser den ikke igen; du kan se på den eller vedhæfte den til en fejlrapport og slette den, når du ikke længere har brug for den.</translation>
    </message>
    <message>
        <source>Another Spiderette window saved a newer game, so this game was not saved over it. To keep this game instead, press Save This Game; otherwise the newer game is the one you will find next time.</source>
        <translation>Et andet Spiderette-vindue gemte et nyere spil, så dette spil blev ikke gemt oven i det. Tryk på Gem dette spil for at beholde dette spil i stedet; ellers er det det nyere spil, du finder næste gang.</translation>
    </message>
    <message>
        <source>Save This Game</source>
        <translation>Gem dette spil</translation>
    </message>
    <message>
        <source>Spiderette is not allowed to read its saved game file, so this game is not being saved over it. Give yourself permission to read and write the file (Details names it), or move it away.</source>
        <translation>Spiderette har ikke lov til at læse sin fil med det gemte spil, så dette spil bliver ikke gemt oven i den. Giv dig selv lov til at læse og skrive filen (Detaljer viser hvilken), eller flyt den væk.</translation>
    </message>
    <message>
        <source>Where Spiderette saves the game there is a folder, a pipe or a device instead of a file, so this game is not being saved. Move it away (Details names it).</source>
        <translation>Der, hvor Spiderette gemmer spillet, ligger der en mappe, et rør (pipe) eller en enhed i stedet for en fil, så dette spil bliver ikke gemt. Flyt den væk (Detaljer viser hvilken).</translation>
    </message>
    <message>
        <source>The saved game file cannot be read (a disk error?), so this game is not being saved over it. Details names the file.</source>
        <translation>Filen med det gemte spil kan ikke læses (en diskfejl?), så dette spil bliver ikke gemt oven i den. Detaljer viser hvilken fil det er.</translation>
    </message>
    <message>
        <source>The saved game file had been damaged by another program. It was kept as %1, and this game was saved in its place.</source>
        <translation>Filen med det gemte spil var blevet beskadiget af et andet program. Den blev gemt som %1, og dette spil blev gemt i stedet.</translation>
    </message>
    <message>
        <source>Could not save: Spiderette may not write in its data folder.</source>
        <translation>Kunne ikke gemme: Spiderette har ikke lov til at skrive i sin datamappe.</translation>
    </message>
    <message>
        <source>Could not save: the data folder is on a read-only disk.</source>
        <translation>Kunne ikke gemme: datamappen ligger på en skrivebeskyttet disk.</translation>
    </message>
    <message>
        <source>Could not save: the disk is full.</source>
        <translation>Kunne ikke gemme: disken er fuld.</translation>
    </message>
    <message>
        <source>Could not save: the data folder cannot be written.</source>
        <translation>Kunne ikke gemme: der kan ikke skrives i datamappen.</translation>
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
        <translation>Edderkop</translation>
    </message>
    <message>
        <source>Relaxed Spider</source>
        <translation>Afslappet Edderkop</translation>
    </message>
    <message>
        <source>Will o&apos; the Wisp</source>
        <translation>Lygtemand</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>Spider Three Decks</source>
        <translation>Edderkop med tre spil</translation>
    </message>
    <message>
        <source>One deck: the quick game</source>
        <translation>Ét spil kort: det hurtige spil</translation>
    </message>
    <message>
        <source>Two decks: the classic</source>
        <translation>To spil kort: klassikeren</translation>
    </message>
    <message>
        <source>Two decks; the stock may be dealt onto an empty column</source>
        <translation>To spil kort; bunken må gives, selv om en søjle er tom</translation>
    </message>
    <message>
        <source>One deck in columns of three</source>
        <translation>Ét spil kort i søjler med tre</translation>
    </message>
    <message>
        <source>One deck, all face up, no stock</source>
        <translation>Ét spil kort, alt med billedsiden op, ingen bunke</translation>
    </message>
    <message>
        <source>Three decks in twelve columns</source>
        <translation>Tre spil kort i tolv søjler</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Choose a column</source>
        <translation>Vælg en søjle</translation>
    </message>
    <message>
        <source>Left / Right, 1–%1</source>
        <translation>Venstre / Højre, 1–%1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, 0 for column %1</source>
        <translation>Venstre / Højre, 1–9, 0 for søjle %1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, then %2 for columns 10–%1</source>
        <translation>Venstre / Højre, 1–9, derefter %2 for søjle 10–%1</translation>
    </message>
    <message>
        <source>Take more or fewer cards of the run</source>
        <translation>Tag flere eller færre kort af rækken</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Op / Ned</translation>
    </message>
    <message>
        <source>Pick up the run; place it on the chosen column</source>
        <translation>Tag rækken op; læg den på den valgte søjle</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter eller Mellemrum</translation>
    </message>
    <message>
        <source>Put the run back; hide the cursor</source>
        <translation>Læg rækken tilbage; skjul markøren</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Send the chosen run to its best column</source>
        <translation>Send den valgte række til dens bedste søjle</translation>
    </message>
    <message>
        <source>New game (on the table)</source>
        <translation>Nyt spil (på bordet)</translation>
    </message>
    <message>
        <source>Open the menus</source>
        <translation>Åbn menuerne</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprog</translation>
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
        <translation>Licenser</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Tredjepartsoplysninger</translation>
    </message>
    <message>
        <source>The license texts are missing from this installation.</source>
        <translation>Licensteksterne mangler i denne installation.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan ikke læse %1: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;hastighed</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The card images for the next start are drawn and kept this long after the first frame (ui.card_disk_cache), when the start&apos;s own deferred work is long done. A window that has not painted by then (started minimised, or in a test) saves its start and finishes what waits for the first frame all the same. Qt Multimedia is imported and the effects made this long after the first frame, a step per event-loop turn (two of 15-65 ms, the rest under 1 ms: sound/player.py): after the deal-out (Spider&apos;s is ~1.3 s), which would stutter under them. Until then, silence. True once the work after the first frame ran (it may resize the window).</extracomment>
        <translation>Værktøjslinje</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nyt</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Kulører</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Start forfra</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gentag</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Forlad dette spil?</translation>
    </message>
    <message>
        <source>Restart This Deal?</source>
        <extracomment>How the game on the table counts: the player&apos;s own, assisted, or practice (counted nowhere). What the player asked for: a new deal (New Game, the S key, Play a Game Code), the same deal again, or the deal of a game code handed to the app (a second launch).</extracomment>
        <translation>Start forfra?</translation>
    </message>
    <message>
        <source>Deal the same cards again and start this game from the beginning?</source>
        <translation>Lægge de samme kort ud igen og starte dette spil forfra?</translation>
    </message>
    <message>
        <source>It stays the same game in the statistics, not a loss.</source>
        <translation>I statistikken er det stadig det samme spil, ikke et tab.</translation>
    </message>
    <message>
        <source>Undo brings back where you are now, until your first move after the restart.</source>
        <translation>Fortryd henter stillingen, som den er nu, tilbage, indtil du laver dit første træk efter genstarten.</translation>
    </message>
    <message>
        <source>Undo brings this game back, until your first move in the new one.</source>
        <translation>Fortryd henter dette spil tilbage, indtil du laver dit første træk i det nye.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished and was assisted: it counts as neither won nor lost.</source>
        <translation>Det igangværende spil er ikke færdigt og blev hjulpet: det tæller hverken som vundet eller tabt.</translation>
    </message>
    <message>
        <source>The game in progress is a practice game: it counts nowhere.</source>
        <translation>Det igangværende spil er et øvelsesspil: det tæller ingen steder.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished: it will count as lost.</source>
        <translation>Det igangværende spil er ikke færdigt: det tæller som tabt.</translation>
    </message>
    <message>
        <source>Leave this game and play the game code %1?</source>
        <translation>Forlade dette spil og spille spilkoden %1?</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <source>Leave this game and start another?</source>
        <translation>Forlade dette spil og starte et nyt?</translation>
    </message>
    <message>
        <source>Leave This Game</source>
        <translation>Forlad spillet</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Spil videre</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Spørg ikke igen</translation>
    </message>
    <message>
        <source>Settings &gt; Ask Before Leaving a Game turns this question back on.</source>
        <translation>Indstillinger &gt; Spørg før et spil forlades slår spørgsmålet til igen.</translation>
    </message>
    <message>
        <source>Move the run under the pointer to its best column</source>
        <translation>Flyt rækken under markøren til dens bedste søjle</translation>
    </message>
    <message>
        <source>Double-click or tap</source>
        <translation>Dobbeltklik eller tryk</translation>
    </message>
    <message>
        <source>Game code %1 copied to the clipboard</source>
        <translation>Spilkoden %1 er kopieret til udklipsholderen</translation>
    </message>
    <message>
        <source>S&amp;olver</source>
        <translation>&amp;Løser</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Details…</source>
        <translation>Detaljer…</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Luk denne meddelelse</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meddelelse</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Choose the difficulty of the new game:</source>
        <translation>Vælg sværhedsgrad for det nye spil:</translation>
    </message>
    <message>
        <source>Easy: 1 suit</source>
        <translation>Let: 1 kulør</translation>
    </message>
    <message>
        <source>One suit, the best start</source>
        <translation>Én kulør, den bedste begyndelse</translation>
    </message>
    <message>
        <source>Medium: 2 suits</source>
        <translation>Mellem: 2 kulører</translation>
    </message>
    <message>
        <source>Spades and hearts</source>
        <translation>Spar og hjerter</translation>
    </message>
    <message>
        <source>Medium-hard: 3 suits</source>
        <translation>Mellemsvær: 3 kulører</translation>
    </message>
    <message>
        <source>Clubs, hearts, spades</source>
        <translation>Klør, hjerter, spar</translation>
    </message>
    <message>
        <source>Hard: 4 suits</source>
        <translation>Svær: 4 kulører</translation>
    </message>
    <message>
        <source>All four suits</source>
        <translation>Alle fire kulører</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Kun vindbare spil</translation>
    </message>
</context>
<context>
    <name>NoStock</name>
    <message>
        <source>This game has no stock: there is nothing to deal</source>
        <translation>Dette spil har ingen bunke: der er intet at give</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>There is no such column</source>
        <translation>Den søjle findes ikke</translation>
    </message>
    <message>
        <source>That column does not have that many face-up cards</source>
        <translation>Søjlen har ikke så mange åbne kort</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved</source>
        <translation>Et kort med bagsiden op kan ikke flyttes</translation>
    </message>
    <message>
        <source>Cards move together only when their ranks go down one by one</source>
        <translation>Kort flytter kun sammen, når deres værdier falder ét trin ad gangen</translation>
    </message>
    <message>
        <source>Only a run of one suit moves together</source>
        <translation>Kun en række i én kulør flytter samlet</translation>
    </message>
    <message>
        <source>A run must move to another column</source>
        <translation>En række skal flyttes til en anden søjle</translation>
    </message>
    <message>
        <source>Nothing can be put on an ace</source>
        <translation>Intet kort kan lægges på et es</translation>
    </message>
    <message>
        <source>A king can only move to an empty column</source>
        <translation>En konge kan kun flyttes til en tom søjle</translation>
    </message>
    <message>
        <source>A card goes only on a card exactly one rank higher</source>
        <translation>Et kort kan kun lægges på et kort, der er præcis én værdi højere</translation>
    </message>
    <message>
        <source>Fill the empty column before dealing</source>
        <translation>Fyld den tomme søjle, før du giver</translation>
    </message>
    <message>
        <source>The stock is empty: all 4 deals are made</source>
        <translation>Bunken er tom: alle 4 omgange er givet</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Der er intet at fortryde</translation>
    </message>
    <message>
        <source>Undo reaches back only over the last 100 actions</source>
        <translation>Fortryd rækker kun tilbage over de seneste 100 handlinger</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Der er intet at gentage</translation>
    </message>
    <message>
        <source>No column can take this run</source>
        <translation>Ingen søjle kan tage imod denne række</translation>
    </message>
    <message>
        <source>The game is won: start a new one</source>
        <translation>Spillet er vundet: start et nyt</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <source>Recent games</source>
        <translation>Seneste spil</translation>
    </message>
    <message>
        <source>The last game: %1 won, %2 lost</source>
        <translation>Det seneste spil: %1 vundet, %2 tabt</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games: %1 won, %2 lost</source>
        <translation>
            <numerusform>Seneste %n spil: %1 vundet, %2 tabt</numerusform>
            <numerusform>Seneste %n spil: %1 vundet, %2 tabt</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: the first one is in progress</source>
        <translation>Intet spil afsluttet endnu: det første er i gang</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ingen spil endnu</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Height: score (Sun)</source>
        <translation>Højde: point (Sun)</translation>
    </message>
    <message>
        <source>Height: score (Edderkop)</source>
        <translation>Højde: point (Edderkop)</translation>
    </message>
    <message>
        <source>Height: score</source>
        <translation>Højde: point</translation>
    </message>
    <message>
        <source>Won: %2 moves (no score of this system was kept then)</source>
        <translation>Vundet: %2 træk (der blev ikke gemt point i dette system dengang)</translation>
    </message>
    <message>
        <source>Lost: %2 moves (no score of this system was kept then)</source>
        <translation>Tabt: %2 træk (der blev ikke gemt point i dette system dengang)</translation>
    </message>
    <message>
        <source>Won: score %1, %2 moves</source>
        <translation>Vundet: %1 point, %2 træk</translation>
    </message>
    <message>
        <source>Lost: score %1, %2 moves</source>
        <translation>Tabt: %1 point, %2 træk</translation>
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
        <translation>&amp;Windows: start på 500, −1 pr. træk, +100 pr. række</translation>
    </message>
    <message>
        <source>S&amp;un: +10 a card turned, +15 a column, +2 a link, +50 a sequence</source>
        <translation>S&amp;un: +10 pr. vendt kort, +15 pr. søjle, +2 pr. led, +50 pr. række</translation>
    </message>
    <message>
        <source>&amp;Edderkop: +100 a sequence, +5 a card turned</source>
        <translation>&amp;Edderkop: +100 pr. række, +5 pr. vendt kort</translation>
    </message>
</context>
<context>
    <name>ScoringMenu</name>
    <message>
        <source>Sco&amp;ring</source>
        <translation>Poi&amp;nt</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
</context>
<context>
    <name>SolverDialogs</name>
    <message>
        <source>Was It Winnable?</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>Kunne det vindes?</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too.</source>
        <translation>For at svare ser løseren på alle kort, også dem, der ligger med bagsiden op.</translation>
    </message>
    <message>
        <source>Knowing the answer may spoil the game. Look now?</source>
        <translation>At kende svaret kan ødelægge spillet. Se nu?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Se</translation>
    </message>
</context>
<context>
    <name>SolverFeatures</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>Leder efter et tip…</translation>
    </message>
    <message>
        <source>No move on the table helps. Dealing is your choice.</source>
        <translation>Intet træk på bordet hjælper. Om du giver, er dit valg.</translation>
    </message>
    <message>
        <source>No move helps.</source>
        <translation>Intet træk hjælper.</translation>
    </message>
    <message>
        <source>No hint this time: the search stopped.</source>
        <translation>Intet tip denne gang: søgningen stoppede.</translation>
    </message>
    <message>
        <source>Was It Winnable?</source>
        <translation>Kunne det vindes?</translation>
    </message>
    <message>
        <source>The solver is searching every way to play this deal…</source>
        <translation>Løseren gennemsøger alle måder at spille dette spil på…</translation>
    </message>
    <message>
        <source>Checking whether the last game could have been won…</source>
        <translation>Undersøger, om det sidste spil kunne vindes…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dette spil kan ikke længere vindes.</translation>
    </message>
    <message>
        <source>Undo a few actions, or start a new game.</source>
        <translation>Fortryd nogle træk, eller start et nyt spil.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Leder efter et spil, der kan vindes…</translation>
    </message>
    <message>
        <source>Deal Any Game</source>
        <translation>Giv et vilkårligt spil</translation>
    </message>
    <message>
        <source>No winnable deal was found in time; this one is an ordinary deal.</source>
        <translation>Der blev ikke fundet et vindbart spil i tide; dette er et almindeligt spil.</translation>
    </message>
</context>
<context>
    <name>SolverNotices</name>
    <message>
        <source>Deal %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <source>The last deal</source>
        <translation>Det sidste spil</translation>
    </message>
    <message>
        <source>Was it winnable? %1: %2 from the start, %3 from where you left it.</source>
        <translation>Kunne det vindes? %1: %2 fra starten, %3 fra der, hvor du forlod det.</translation>
    </message>
    <message>
        <source>Was it winnable? %1 (won): %2 from the start.</source>
        <translation>Kunne det vindes? %1 (vundet): %2 fra starten.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>kan vindes</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>kan ikke vindes</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>uafgjort</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>intet svar</translation>
    </message>
    <message>
        <source>Show the Verdict…</source>
        <translation>Vis vurderingen…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Let (1 kulør)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Mellem (2 kulører)</translation>
    </message>
    <message>
        <source>Medium-hard (3 suits)</source>
        <translation>Mellemsvær (3 kulører)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Svær (4 kulører)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Nulstil…</translation>
    </message>
    <message>
        <source>Reset the statistics of the difficulty shown</source>
        <translation>Nulstil statistikken for den viste sværhedsgrad</translation>
    </message>
    <message>
        <source>Statistics: %1, %2</source>
        <translation>Statistik: %1, %2</translation>
    </message>
    <message>
        <source>%1 (1 in progress)</source>
        <translation>%1 (1 i gang)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Seneste spil</translation>
    </message>
    <message>
        <source>The last game</source>
        <translation>Det seneste spil</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games</source>
        <translation>
            <numerusform>Det seneste %n spil</numerusform>
            <numerusform>De seneste %n spil</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Spillede spil</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Tabte spil</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gevinstprocent</translation>
    </message>
    <message>
        <source>Best score (Sun)</source>
        <translation>Bedste point (Sun)</translation>
    </message>
    <message>
        <source>Best score (Edderkop)</source>
        <translation>Bedste point (Edderkop)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bedste point</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Færrest træk til sejr</translation>
    </message>
    <message>
        <source>Games assisted (Demo or solver)</source>
        <translation>Spil med hjælp (demoen eller løseren)</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Nuværende sejrsrække</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Længste sejrsrække</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bedste tid</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Gennemsnitlig tid for en sejr</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Tal</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Reset the statistics of %1? This cannot be undone.</source>
        <translation>Nulstil statistikken for %1? Det kan ikke fortrydes.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Game code:</source>
        <translation>Spilkode:</translation>
    </message>
    <message>
        <source>Select the code, or press Copy</source>
        <translation>Markér koden, eller tryk på Kopiér</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <source>Copy the game code to the clipboard</source>
        <translation>Kopiér spilkoden til udklipsholderen</translation>
    </message>
    <message>
        <source>Score (Sun):</source>
        <translation>Point (Sun):</translation>
    </message>
    <message>
        <source>Score (Edderkop):</source>
        <translation>Point (Edderkop):</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Point:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Træk:</translation>
    </message>
    <message>
        <source>Deals left:</source>
        <translation>Omgange tilbage:</translation>
    </message>
    <message>
        <source>Sequences:</source>
        <translation>Rækker:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tid:</translation>
    </message>
</context>
<context>
    <name>TurningDialog</name>
    <message>
        <source>Where Did I Lose?</source>
        <translation>Hvor tabte jeg?</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Løseren kender alle kort, også dem med bagsiden op; et tip gør det aldrig.</translation>
    </message>
    <message>
        <source>Show in the &amp;Replay</source>
        <translation>Vis i &amp;genafspilningen</translation>
    </message>
    <message>
        <source>Show the &amp;Winning Line</source>
        <translation>Vis &amp;vejen til sejr</translation>
    </message>
    <message>
        <source>&amp;Try From Here</source>
        <translation>&amp;Prøv herfra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>TurningWords</name>
    <message>
        <source>Winnable until your %1 action; after %2 the solver could not decide whether it could still be won.</source>
        <translation>Kunne vindes indtil dit %1 træk; efter %2 kunne løseren ikke afgøre, om det stadig kunne vindes.</translation>
    </message>
    <message>
        <source>Winnable until your %1 action; %2 lost it.</source>
        <translation>Kunne vindes indtil dit %1 træk; %2 tabte det.</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>the action that lost the game</comment>
        <translation>uddelingen</translation>
    </message>
    <message>
        <source>%1 into the empty column (column %2 to %3)</source>
        <translation>%1 i den tomme søjle (søjle %2 til %3)</translation>
    </message>
    <message>
        <source>%1 onto %2 (column %3 to %4)</source>
        <translation>%1 på %2 (søjle %3 til %4)</translation>
    </message>
    <message>
        <source>This deal could not be won from its start: no action of yours lost it.</source>
        <translation>Dette spil kunne ikke vindes fra start: intet af dine træk tabte det.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this deal could be won, so it cannot say where it was lost.</source>
        <translation>Løseren kunne ikke afgøre, om dette spil kunne vindes, så den kan ikke sige, hvor det blev tabt.</translation>
    </message>
    <message>
        <source>Nothing is lost yet: this game can still be won from where it stands.</source>
        <translation>Intet er tabt endnu: dette spil kan stadig vindes herfra.</translation>
    </message>
</context>
<context>
    <name>UndoMenu</name>
    <message>
        <source>Undo H&amp;istory</source>
        <translation>Fo&amp;rtrydhistorik</translation>
    </message>
    <message numerus="yes">
        <source>As the &amp;Rules Say (%n actions)</source>
        <translation>
            <numerusform>Som &amp;reglerne siger (%n handling)</numerusform>
            <numerusform>Som &amp;reglerne siger (%n handlinger)</numerusform>
        </translation>
    </message>
    <message>
        <source>All the &amp;Way Back</source>
        <translation>Hele &amp;vejen tilbage</translation>
    </message>
    <message>
        <source>A change applies from the next game</source>
        <translation>En ændring gælder fra næste spil</translation>
    </message>
    <message>
        <source>The game in play reaches all the way back</source>
        <translation>Det igangværende spil rækker hele vejen tilbage</translation>
    </message>
    <message numerus="yes">
        <source>The game in play reaches back %n actions</source>
        <translation>
            <numerusform>Det igangværende spil rækker %n handling tilbage</numerusform>
            <numerusform>Det igangværende spil rækker %n handlinger tilbage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictDialog</name>
    <message>
        <source>Was It Winnable?</source>
        <translation>Kunne det vindes?</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Dette spil</translation>
    </message>
    <message>
        <source>From the start:</source>
        <translation>Fra starten:</translation>
    </message>
    <message>
        <source>From where you left it:</source>
        <translation>Fra der, hvor du slap:</translation>
    </message>
    <message>
        <source>From where you are now:</source>
        <translation>Fra der, hvor du er nu:</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Vis vejen til sejr</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Løseren kender alle kort, også dem med bagsiden op; et tip gør det aldrig.</translation>
    </message>
    <message>
        <source>You won it.</source>
        <translation>Du vandt det.</translation>
    </message>
    <message>
        <source>Winnable: the solver found a way to win (%1 moves and deals).</source>
        <translation>Kan vindes: løseren fandt en vej til sejr (%1 træk og omgange).</translation>
    </message>
    <message>
        <source>Not winnable: every way of playing on was searched, and none wins.</source>
        <translation>Kan ikke vindes: alle måder at spille videre på blev gennemsøgt, og ingen vinder.</translation>
    </message>
    <message>
        <source>Undecided: the solver could not decide within %1 seconds.</source>
        <translation>Uafgjort: løseren kunne ikke afgøre det inden for %1 sekunder.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Løseren stoppede uden svar.</translation>
    </message>
</context>
<context>
    <name>WhereLost</name>
    <message>
        <source>Where Did I Lose?</source>
        <extracomment>Each position the bisection searches gets this many seconds, as a node budget: about log2(actions) + 2 searches, most of them quick (a win found, a short proof of a loss).</extracomment>
        <translation>Hvor tabte jeg?</translation>
    </message>
    <message>
        <source>The solver is looking for the action that lost this game…</source>
        <translation>Løseren leder efter det træk, der tabte dette spil…</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too, and shows you a way to win.</source>
        <translation>For at svare ser løseren på alle kort, også dem med bagsiden op, og viser dig en vej til sejr.</translation>
    </message>
    <message>
        <source>This game is still in play: it will count as assisted, neither won nor lost. Look now?</source>
        <translation>Dette spil er stadig i gang: det vil tælle som hjulpet, hverken vundet eller tabt. Se nu?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Se</translation>
    </message>
    <message>
        <source>You won this game: no action lost it.</source>
        <translation>Du vandt dette spil: intet træk tabte det.</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Der er ikke spillet noget endnu.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Løseren stoppede uden et svar.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Dette spil</translation>
    </message>
    <message>
        <source>Practice from the last position that could be won: it counts nowhere in your statistics.</source>
        <translation>Øvelse fra den sidste stilling, der kunne vindes: den tæller ingen steder i din statistik.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You Won!</source>
        <translation>Du vandt!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Tillykke, du vandt!</translation>
    </message>
    <message>
        <source>Score: %1    Moves: %2</source>
        <translation>Point: %1    Træk: %2</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>New Game: %1</source>
        <translation>Nyt spil: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Start forfra</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Cards turned: %1 × %2 = %3</source>
        <translation>Vendte kort: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Columns cleared: %1 × %2 = %3</source>
        <translation>Helt vendte søjler: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Links: %1 × %2 = %3</source>
        <translation>Led: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Sequences: %1 × %2 = %3</source>
        <translation>Rækker: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Actions: %1 (free)</source>
        <translation>Træk: %1 (gratis)</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>Actions: %1 × −1</source>
        <translation>Træk: %1 × −1</translation>
    </message>
    <message>
        <source>Cards turned: %1, columns cleared: %2</source>
        <translation>Vendte kort: %1, helt vendte søjler: %2</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Pointtælling: %1</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Ny rekord!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Bedste point: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n</source>
        <translation>
            <numerusform>Sejrsrække: %n</numerusform>
            <numerusform>Sejrsrække: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quit</source>
        <extracomment>The translation context of the action texts, and the dynamic property that keeps each action&apos;s English source text so a language change can translate it again. A dynamic property: the shortcuts list names all of this action&apos;s keys, not just the first.</extracomment>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Fra</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hurtig</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;About Spiderette</source>
        <translation>&amp;Om Spiderette</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>F&amp;uld skærm</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>Next S&amp;uit Count</source>
        <translation>Næste antal k&amp;ulører</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Start &amp;forfra</translation>
    </message>
    <message>
        <source>&amp;Play a Game Code…</source>
        <translation>Indtast spil&amp;kode…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>K&amp;opiér spilkoden</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Giv</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Double-Click Moves</source>
        <translation>&amp;Dobbeltklik flytter</translation>
    </message>
    <message>
        <source>&amp;Auto-Place</source>
        <translation>&amp;Automatisk placering</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Vis &amp;værktøjslinje</translation>
    </message>
    <message>
        <source>Sou&amp;nd</source>
        <translation>L&amp;yd</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <source>Describe the &amp;Table</source>
        <translation>&amp;Beskriv bordet</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Firefarvet kortspil</translation>
    </message>
    <message>
        <source>&amp;Larger Cards</source>
        <translation>S&amp;tørre kort</translation>
    </message>
    <message>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>S&amp;pørg før et spil forlades</translation>
    </message>
    <message>
        <source>Show Ti&amp;me</source>
        <translation>Vis t&amp;id</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <source>&amp;Was It Winnable?…</source>
        <translation>Kunne det &amp;vindes?…</translation>
    </message>
    <message>
        <source>&amp;Winnable Deals Only</source>
        <translation>Kun &amp;vindbare spil</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Was It Winnable? &amp;After Each Game</source>
        <translation>Kunne det vindes? &amp;Efter hvert spil</translation>
    </message>
    <message>
        <source>Tell Me When a Game Can &amp;No Longer Be Won</source>
        <translation>Sig til, når et spil &amp;ikke længere kan vindes</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y…</source>
        <translation>Dag&amp;ens kortgivning…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Å&amp;bn spil…</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Gem spil so&amp;m…</translation>
    </message>
    <message>
        <source>Copy Game R&amp;ecord</source>
        <translation>Kopiér spil&amp;protokol</translation>
    </message>
    <message>
        <source>Pas&amp;te Game Record</source>
        <translation>Inds&amp;æt spilprotokol</translation>
    </message>
    <message>
        <source>Replay This &amp;Game…</source>
        <translation>Genafspi&amp;l dette spil…</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>Where Did I &amp;Lose?…</source>
        <extracomment>The answer&apos;s sentence, once shown (tests and the status bar hear it).</extracomment>
        <translation>&amp;Hvor tabte jeg?…</translation>
    </message>
</context>
<context>
    <name>WinningLineDialog</name>
    <message>
        <source>The Winning Line</source>
        <translation>Vejen til sejr</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Trin</translation>
    </message>
    <message>
        <source>Copy as Game Record</source>
        <translation>Kopiér som spilprotokol</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Won in %1 actions.</source>
        <translation>Vundet på %1 træk.</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Trin %1 af %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspil</translation>
    </message>
</context>
</TS>
