<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>CampaignMessages</name>
    <message>
        <source>Campaign not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} does not exist. It may have been moved, renamed or deleted, or it is on a drive that is not connected. Use File → Open to find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a Kronikář campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} is not a Kronikář campaign, so it was not opened. Check that you picked the right file (campaigns end in .kronikar). The file was left exactly as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} is damaged or incomplete ({detail}), so it was not opened and was left exactly as it was. Kronikář keeps the last five copies of every campaign in its backups folder; open the newest one from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign from a newer Kronikář</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} was saved by a newer version of Kronikář (format {found}; this version reads up to {supported}). Update Kronikář to open it. The file was left exactly as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {path} is already open in another Kronikář window ({holder}). Switch to that window, or close it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} already exists and Kronikář never overwrites a campaign. Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {path} could not be opened: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignPropertiesDialog</name>
    <message>
        <source>Campaign properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where and when the campaign is set, what the party is after…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorHook</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kronikář ran into an error: {error}

Everything you changed before it is saved in the campaign. The details are in the log:
{log}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a &amp;demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;copy as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign &amp;properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Kronikář</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened campaign&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No character open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character&apos;s sheet opens here. Pick a character in the Roster and press Enter, or double-click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fight running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat tracker will run fights here: initiative, wounds and penalties, and a player view for a second screen. It arrives in a coming version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger will keep the party&apos;s money, property and experience earned in play. It arrives in a coming version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change is saved at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} · {system} · {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kronikář campaigns (*{suffix});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kronikář could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy was saved as {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit campaign properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Kronikář</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kronikář {version}&lt;/h3&gt;&lt;p&gt;A campaign manager for game masters of Czech tabletop role-playing games: Dakara, Člověk + Střety and the d20 stamina variant.&lt;/p&gt;&lt;p&gt;Every change is saved at once; the last five copies of each campaign are kept in the backups folder.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Stíny nad Prahou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rule system:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point-buy characters with experience, skills and specialisations, contacts and networks, 1d6 tests, kondice wounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six attributes, dice banks, scars with three wound severities, feelings and soul; conflicts with d10 initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina and wound points for a D&amp;D 3.5 game: criticals to wounds, fatigue, stun saves, dying and stabilising.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language takes effect the next time Kronikář starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data and logs: {data}
Backups: {backups}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no player yet)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message>
        <source>Search names, players, tags and notes (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No characters yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster lists every player character and NPC of the campaign. Add the party first, then the people they will meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag: {tag}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total} shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{what}. Press Ctrl+Z to bring it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Campaigns, characters and fights for Dakara, Člověk + Střety and d20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} (not found)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
