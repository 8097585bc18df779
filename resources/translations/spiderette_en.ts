<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>%n card(s) moved to column %1</source>
        <translation>
            <numerusform>%n card moved to column %1</numerusform>
            <numerusform>%n cards moved to column %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked up %n card(s) from %1</source>
        <translation>
            <numerusform>Picked up %n card from %1</numerusform>
            <numerusform>Picked up %n cards from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n card selected</numerusform>
            <numerusform>%n cards selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n deal left</numerusform>
            <numerusform>%n deals left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n deal left</numerusform>
            <numerusform>%n deals left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n sequence removed</numerusform>
            <numerusform>%n sequences removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n hidden card</numerusform>
            <numerusform>%n hidden cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message numerus="yes">
        <source>Last %n games: %1 won, %2 lost</source>
        <translation>
            <numerusform>Last %n game: %1 won, %2 lost</numerusform>
            <numerusform>Last %n games: %1 won, %2 lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>The last %n games</source>
        <translation>
            <numerusform>The last %n game</numerusform>
            <numerusform>The last %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoMenu</name>
    <message numerus="yes">
        <source>As the &amp;Rules Say (%n actions)</source>
        <translation>
            <numerusform>As the &amp;Rules Say (%n action)</numerusform>
            <numerusform>As the &amp;Rules Say (%n actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game in play reaches back %n actions</source>
        <translation>
            <numerusform>The game in play reaches back %n action</numerusform>
            <numerusform>The game in play reaches back %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message numerus="yes">
        <source>Winning streak: %n</source>
        <translation>
            <numerusform>Winning streak: %n</numerusform>
            <numerusform>Winning streak: %n</numerusform>
        </translation>
    </message>
</context>
</TS>
