<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AddToFightDialog</name>
    <message numerus="yes">
        <source>%n× {name}</source>
        <translation>
            <numerusform>%n× {name}</numerusform>
            <numerusform>%n× {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bestiary: %n× {name}</source>
        <translation>
            <numerusform>Bestiary: %n× {name}</numerusform>
            <numerusform>Bestiary: %n× {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BestiaryDock</name>
    <message numerus="yes">
        <source>%n monster(s) found</source>
        <translation>
            <numerusform>%n monster found</numerusform>
            <numerusform>%n monsters found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n monster(s)</source>
        <translation>
            <numerusform>Import %n monster</numerusform>
            <numerusform>Import %n monsters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BudgetBar</name>
    <message numerus="yes">
        <source>⚠ %n rule(s) broken</source>
        <translation>
            <numerusform>⚠ %n rule broken</numerusform>
            <numerusform>⚠ %n rules broken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message numerus="yes">
        <source>Not saved yet, kept here: %n change(s) waiting for the server (Kronikář writes them once it is back): {what}</source>
        <translation>
            <numerusform>Not saved yet, kept here: %n change waiting for the server (Kronikář writes them once it is back): {what}</numerusform>
            <numerusform>Not saved yet, kept here: %n changes waiting for the server (Kronikář writes them once it is back): {what}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClovekSettingsDialog</name>
    <message numerus="yes">
        <source>%n of {total} penalty text(s) written; the rest are empty.</source>
        <translation>
            <numerusform>%n of {total} penalty text written; the rest are empty.</numerusform>
            <numerusform>%n of {total} penalty texts written; the rest are empty.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClovekTrackerPanel</name>
    <message numerus="yes">
        <source>Bonus actions not declared by %n participant(s): {names}. End the round anyway?</source>
        <translation>
            <numerusform>Bonus actions not declared by %n participant: {names}. End the round anyway?</numerusform>
            <numerusform>Bonus actions not declared by %n participants: {names}. End the round anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombatPage</name>
    <message numerus="yes">
        <source>%n combatant(s) selected: actions go to each of them.</source>
        <translation>
            <numerusform>%n combatant selected: actions go to each of them.</numerusform>
            <numerusform>%n combatants selected: actions go to each of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>D20TrackerPanel</name>
    <message numerus="yes">
        <source>Before the start: enter the initiative d20s (I); Start rolls the %n not entered.</source>
        <translation>
            <numerusform>Before the start: enter the initiative d20s (I); Start rolls the %n not entered.</numerusform>
            <numerusform>Before the start: enter the initiative d20s (I); Start rolls the %n not entered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DakaraTrackerPanel</name>
    <message numerus="yes">
        <source>Declaring (NPCs first): %n to declare · F2 or I</source>
        <translation>
            <numerusform>Declaring (NPCs first): %n to declare · F2 or I</numerusform>
            <numerusform>Declaring (NPCs first): %n to declare · F2 or I</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resolving (NPCs first): %n attack(s) left · A</source>
        <translation>
            <numerusform>Resolving (NPCs first): %n attack left · A</numerusform>
            <numerusform>Resolving (NPCs first): %n attacks left · A</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationBoardModel</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought round (First aid): acts at −4, %n round(s) left.</source>
        <translation>
            <numerusform>Brought round (First aid): acts at −4, %n round left.</numerusform>
            <numerusform>Brought round (First aid): acts at −4, %n rounds left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Busy with a longer action: %n round(s) left.</source>
        <translation>
            <numerusform>Busy with a longer action: %n round left.</numerusform>
            <numerusform>Busy with a longer action: %n rounds left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclareDialog</name>
    <message numerus="yes">
        <source>as the table says (%n)</source>
        <translation>
            <numerusform>as the table says (%n)</numerusform>
            <numerusform>as the table says (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JournalDialog</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerActions</name>
    <message numerus="yes">
        <source>Delete the network %1 with its %n operation(s)? Undo brings all of it back.</source>
        <translation>
            <numerusform>Delete the network %1 with its %n operation? Undo brings all of it back.</numerusform>
            <numerusform>Delete the network %1 with its %n operations? Undo brings all of it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) who know them</source>
        <translation>
            <numerusform>%n character who know them</numerusform>
            <numerusform>%n characters who know them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n favour(s)</source>
        <translation>
            <numerusform>%n favour</numerusform>
            <numerusform>%n favours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relation(s)</source>
        <translation>
            <numerusform>%n relation</numerusform>
            <numerusform>%n relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n network(s) lose their liaison.</source>
        <translation>
            <numerusform>%n network lose their liaison.</numerusform>
            <numerusform>%n networks lose their liaison.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message numerus="yes">
        <source>%1 owes %n open favour(s)</source>
        <translation>
            <numerusform>%1 owes %n open favour</numerusform>
            <numerusform>%1 owes %n open favours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is owed %n.</source>
        <translation>
            <numerusform>is owed %n.</numerusform>
            <numerusform>is owed %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerTable</name>
    <message numerus="yes">
        <source>Nothing here matches the filter; %n record(s) hidden.</source>
        <translation>
            <numerusform>Nothing here matches the filter; %n record hidden.</numerusform>
            <numerusform>Nothing here matches the filter; %n records hidden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewEncounterDialog</name>
    <message numerus="yes">
        <source>%n player character(s)</source>
        <translation>
            <numerusform>%n player character</numerusform>
            <numerusform>%n player characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation>
            <numerusform>%n opponent</numerusform>
            <numerusform>%n opponents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message numerus="yes">
        <source>%n minute(s) of &amp;rest</source>
        <translation>
            <numerusform>%n minute of &amp;rest</numerusform>
            <numerusform>%n minutes of &amp;rest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) of s&amp;leep</source>
        <translation>
            <numerusform>%n hour of s&amp;leep</numerusform>
            <numerusform>%n hours of s&amp;leep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) of &amp;meditation</source>
        <translation>
            <numerusform>%n minute of &amp;meditation</numerusform>
            <numerusform>%n minutes of &amp;meditation</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reinforcements</name>
    <message numerus="yes">
        <source>%n combatant(s) leave the fight</source>
        <translation>
            <numerusform>%n combatant leave the fight</numerusform>
            <numerusform>%n combatants leave the fight</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n character(s)</source>
        <translation>
            <numerusform>Duplicate %n character</numerusform>
            <numerusform>Duplicate %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n character(s)</source>
        <translation>
            <numerusform>Delete %n character</numerusform>
            <numerusform>Delete %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ledger holds %n record(s) about this: links to people, favours, relations or networks. Delete them with the character, or keep them? Either way Ctrl+Z brings everything back.</source>
        <translation>
            <numerusform>The ledger holds %n record about this: links to people, favours, relations or networks. Delete them with the character, or keep them? Either way Ctrl+Z brings everything back.</numerusform>
            <numerusform>The ledger holds %n records about this: links to people, favours, relations or networks. Delete them with the character, or keep them? Either way Ctrl+Z brings everything back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterTemplateActions</name>
    <message numerus="yes">
        <source>Save %n character(s) as templates</source>
        <translation>
            <numerusform>Save %n character as templates</numerusform>
            <numerusform>Save %n characters as templates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n template(s); a new fight adds them as extras.</source>
        <translation>
            <numerusform>Saved %n template; a new fight adds them as extras.</numerusform>
            <numerusform>Saved %n templates; a new fight adds them as extras.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoryTime</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n week</numerusform>
            <numerusform>%n weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message numerus="yes">
        <source>Delete %n template(s)</source>
        <translation>
            <numerusform>Delete %n template</numerusform>
            <numerusform>Delete %n templates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n template(s)</source>
        <translation>
            <numerusform>Import %n template</numerusform>
            <numerusform>Import %n templates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimeMessages</name>
    <message numerus="yes">
        <source>{what}: done for %n character(s). Ctrl+Z takes it back.</source>
        <translation>
            <numerusform>{what}: done for %n character. Ctrl+Z takes it back.</numerusform>
            <numerusform>{what}: done for %n characters. Ctrl+Z takes it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineDialog</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message numerus="yes">
        <source>Broken rules: %n open</source>
        <translation>
            <numerusform>Broken rules: %n open</numerusform>
            <numerusform>Broken rules: %n open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <source>(%n opponent(s) without a challenge rating left out)</source>
        <translation>
            <numerusform>(%n opponent without a challenge rating left out)</numerusform>
            <numerusform>(%n opponents without a challenge rating left out)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reinforcements: %n combatant(s)</source>
        <translation>
            <numerusform>Reinforcements: %n combatant</numerusform>
            <numerusform>Reinforcements: %n combatants</numerusform>
        </translation>
    </message>
</context>
</TS>
