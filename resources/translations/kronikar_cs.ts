<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name></name>
    <message>
        <source>ClovekPrintout</source>
        <comment>Type</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Skill</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Capacity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Bank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Boxes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Base power</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Burn per round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>right-handed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>left-handed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Temperament: {temperament} · {side}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>/ stun · X lethal · Ж devastating · P burnable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Physical</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Mental</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>critical</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>long-term, lethal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>long-term, devastating</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Toward</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>permanent</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>temporary</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>effect: {effect}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>trigger: {trigger}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>Soul grade: {grade}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>{points} pt</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClovekPrintout</source>
        <comment>free</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DakaraCatalogue</source>
        <comment>grouped</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DakaraCatalogue</source>
        <comment>standalone</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DakaraCatalogue</source>
        <comment>free</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DakaraCatalogue</source>
        <comment>free at {rating}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DakaraCatalogue</source>
        <comment>specialisation</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmourForm</name>
    <message>
        <source>Armour subtracts its Kvalita from a hit when Přesah ≤ its Pokrytí</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour subtracts its Pokrytí from a hit when Přesah &gt; Pokrytí</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kvalita:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pokr&amp;ytí:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttributesPanel</name>
    <message>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperament and side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;emperament:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dominant side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right-handed (pravák)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left-handed (levák)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burning is possible from the dominant arm and leg; the other hand or leg takes −1 (Střety).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill attribute sets the bank and the burn limit of its type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capacity attribute sets the scars&apos; boxes and the base power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice in the bank: twice the skill attribute (Člověk, Atributy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes in each scar of the type: the capacity attribute (Člověk, Atributy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base power (moc): capacity / 2, rounded up (Člověk, Atributy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most wound points burned per round: the skill attribute (Člověk, Atributy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close: {close} · distant: {distant}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BudgetBar</name>
    <message>
        <source>Creation level: the XP budget and the rating limits (Tabulka tvorby postavy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved goals and story hooks: +1 XP each, at most +3 (Cíle a příběhové náměty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goals and story hooks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level} ({budget} XP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet cannot be priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spent} / {budget} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over budget by {xp} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget spent exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{xp} XP left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget: level {level} + goals {goals} + earned {earned} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limits: two highest stats ≤ {top}, all others ≤ {others}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training limits by total XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values marked (default) are campaign settings, not the book&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>CatalogueModel</name>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CataloguePage</name>
    <message>
        <source>Filter by any column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;emove the addition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the campaign&apos;s own entries can be removed (Del in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to the campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogueTab</name>
    <message>
        <source>Entries: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own: {added}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries in grey italics are Kronikář&apos;s examples, not the book&apos;s: the rules text&apos;s lists did not survive. Bold entries are the campaign&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a skill or specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skills of the rules text, grouped (sdružené) with their specialisations and standalone by section. Bold entries are the campaign&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section or specialisations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells and abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a spell or ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each costs 1 XP and needs the skill rating shown. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kvalita</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pokrytí</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a shield</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Change portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated, e.g. družina, Praha, dluží nám</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contacts page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s page of this character&apos;s contacts and networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
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
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} – contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the contacts page as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet was saved as {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the character as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character was exported to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} could not be read as an image. Choose a PNG, JPEG or WebP file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterPanel</name>
    <message>
        <source>&amp;Add class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a level in this class. The very first level takes the die&apos;s maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels taken in this class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll all of this class&apos;s stamina dice again (the 1st character level is never rolled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le&amp;vels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina rolls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each level adds its roll + the Con modifier, at least 1; the 1st character level takes the die&apos;s maximum (Stamina).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constitution score: wound points equal it (Wound points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dexterity modifier, for initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other initiative bonuses (Improved Initiative…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Constitution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dex modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Initiative bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classes and stamina dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modifier {modifier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (d{die})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (NPC class, no stamina)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a class to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC classes give no stamina.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st level takes the maximum, {die}: nothing to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d{die}; the 1st level took the maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d{die}, one roll per level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina roll for character level {level} (d{die})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassLevelsModel</name>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{levels} (level {span})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (NPC class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max {die}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClovekPrintout</name>
    <message>
        <source>close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P burnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRITICAL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClovekSheetEditor</name>
    <message>
        <source>&amp;Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Feelings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mind and soul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound {scar}: {points} × {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn {scar}: {points} × {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal {scar}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {attribute} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change temperament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change dominant side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {feeling} toward {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feeling} toward {target}: request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feeling} toward {target}: social hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget feelings toward {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cure a permanent disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is permanent: only a supernatural intervention cures it (Člověk, Psychické poruchy). Was it cured that way?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add disorder {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit disorder {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cure disorder {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disorder {name} triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set soul grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the sin of grade {grade}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sin {grade} ({sin}): the soul holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sin {grade} ({sin}): the soul falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no wound: the sin is free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClovekTime</name>
    <message>
        <source>Start scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CurrencyTab</name>
    <message>
        <source>The coins of the campaign: zlaté (zl), stříbrné (st) and měďáky (md). The book&apos;s prices are given in zl and st and follow these rates; the prices of the campaign&apos;s own items are kept in md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 &amp;zl (zlatý) =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 s&amp;t (stříbrný) =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both rates back to Kronikář&apos;s defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So 1 zl = {md} md, and {sample} md = {formatted}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>D20SheetEditor</name>
    <message>
        <source>Character (classes and levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster (hit points and Con)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching starts a fresh definition of the other kind (Undo brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet t&amp;ype:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum stamina:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum wound points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An hour passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helped to recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maxima</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this sheet a monster&apos;s? Its classes and rolls are replaced (Undo brings them back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this sheet a character&apos;s? Its monster entry is replaced (Undo brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the kind of sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter stamina roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Constitution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Dex modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change initiative bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change bonus hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Hit Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change regeneration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change fast healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change stamina option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change challenge rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coup de grace: {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical hit: {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit: {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} hours of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A night&apos;s rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day of bed rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing spell: {dice} + {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortitude save DC {dc}: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal check: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortitude save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Fortitude save DC {dc}, {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fortitude bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone tends {name}: a Heal check against DC {dc} stabilises a dying creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal bonus:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DakaraCatalogue</name>
    <message>
        <source>campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added for this campaign: you can remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kronikář&apos;s example, not the book&apos;s: the rules text&apos;s list did not survive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the rules text: read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DakaraSettingsDialog</name>
    <message>
        <source>Campaign rules settings — Dakara</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation &amp;levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catal&amp;ogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabulka tvorby postavy: XP budget and limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabulka limitů tréninku: limits after creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zl, st and md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills, spells, weapons, armour and shields, with the campaign&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign rules settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules settings cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DakaraSheetEditor</name>
    <message>
        <source>&amp;Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property, status, &amp;contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Material resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation level: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goals and story hooks: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waive a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw a waiver</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <source>Damage to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack&apos;s damage as rolled. No multiplier: criticals deal normal damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage reduces stamina; once stamina is 0 it reduces wound points (No stamina).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A critical hit deals normal damage, but straight to wound points instead of stamina (Critical hits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coup de &amp;grace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An automatic critical hit; a survivor must make a Fortitude save (DC 10 + damage) or die (Coup de grace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bypasses regeneration (e.g. fire or acid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Such attacks deal wound damage unless a Fortitude save (DC 10 + damage) turns it into stamina damage (Regeneration).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply damage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecayDialog</name>
    <message>
        <source>Start book: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feelings raised by emotional requests may drop by 1 at the book&apos;s start if the player wishes (Člověk, City). Tick those that drop:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisorderDialog</name>
    <message>
        <source>Disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ermanent (only a supernatural cure removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies all the time, e.g. restlessness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What sets it off for a scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasting &amp;effect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trigger:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>&amp;Name:</source>
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
    <name>EventLog</name>
    <message>
        <source>nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeelingsModel</name>
    <message>
        <source>Toward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} is a character of this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feeling} toward {target}: {value} now (lasting {lasting}, temporary +{temporary} from social scar hits); request raises used {raises} of {most}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeelingsTab</name>
    <message>
        <source>Feelings t&amp;oward:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character or any being</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request &amp;raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fulfilled emotional request raises the feeling by 1, at most three times in all; friendship and enmity oppose, so the other drops first (Člověk, City).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Social &amp;hit (+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A social scar hit raises the feeling by 2 until the scene ends, then by 1 until the chapter ends (Člověk, City).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget &amp;target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a value to set the lasting feeling (0–5). Dots show the request raises used (●) of three; (+n) is a temporary raise from social scar hits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GearPage</name>
    <message>
        <source> XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Material resources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear from the price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= {money} to spend (5 zl per XP); gear costs {gear}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material resources: {xp} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove gear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HealingDialog</name>
    <message>
        <source>Healing of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of &amp;rest: stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;night&apos;s rest: wound points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day of &amp;bed rest (24 h): double wound points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing &amp;spell: dice and a fixed bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fixed amount of healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina returns at 1 point per hour per character level (Natural healing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A night&apos;s rest heals 1 wound point per level (at least 1); any significant interruption means no healing (Natural healing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 hours of bed rest heal twice a night&apos;s wound points (Natural healing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice rolled restore stamina; fixed bonuses such as caster level heal wound points (Magical healing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects restoring a fixed amount heal wound points first, then stamina (Magical healing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-&amp;term care (double rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character under long-term care recovers stamina and wound points twice as fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest was &amp;interrupted (no healing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice rolled (stamina):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fi&amp;xed bonus (wound points):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelsTab</name>
    <message>
        <source>Tabulka tvorby postavy: the XP a new character spends and the highest ratings allowed at creation. The rules text lost most of its numbers; values marked (default) are Kronikář&apos;s, not the book&apos;s. Set your table&apos;s and the mark goes away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XP budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two highest stats ≤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All other stats ≤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience points (zk) a character of this level spends at creation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: the two highest-rated stats may be at most this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: every other stat may be at most this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules text: “Pokud se nedohodnete jinak, tvoř profesionála.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start at level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the rules text: profesionál)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the numbers are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: no stat (a skill, a specialisation, Majetek, Postavení or Známosti) may be rated above the two-highest limit, and at most two stats may be rated above the limit of all others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget is the XP a character of the level spends; approved goals and story hooks add at most 3 XP. The rules text&apos;s example (a profesionál with Majetek 3) gives the profesionál&apos;s limits, 3 and 2; its other numbers are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every level&apos;s numbers and the starting level back to Kronikář&apos;s defaults</source>
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
        <source>&amp;Rules settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new &amp;scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new c&amp;hapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new &amp;book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Člověk: every stun wound heals, social devastating wounds lighten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Člověk: a scene start, then lethal wounds and one devastating wound per type heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Člověk: every wound heals</source>
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
        <source>&amp;Campaign</source>
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
    <message numerus="yes">
        <source>{what}: done for %n character(s). Ctrl+Z takes it back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <name>MarkedSpin</name>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kronikář&apos;s default: the rules text lost this number. Set your table&apos;s value and the mark goes away.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MindTab</name>
    <message>
        <source>Psychological disorders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasting effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New disorder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A triggered disorder acts for one scene: its own trigger or a sanity wound sets it off (Člověk, Psychické poruchy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Care removes a temporary disorder; a permanent one only a supernatural intervention (Člověk, Psychické poruchy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disorders come mostly from wounds to sanity. A lasting effect applies all the time; a trigger sets the disorder off for a scene.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soul &amp;grade:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit a &amp;sin…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sin hierarchy (one sin per grade):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sin at or below the soul&apos;s grade costs a mental wound of soul grade − sin grade + 1: lethal to hold the soul, stun to let it fall a grade. Sins above the grade are free; the soul also restricts what the character can bring itself to do (Člověk, Duše).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temporary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committing it costs {points} mental wound points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the soul&apos;s grade: no wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sin of this grade</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MonsterPanel</name>
    <message>
        <source>The hit points it would normally have: they become its stamina.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus hit points (from its type or a lasting effect) become bonus wound points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its Hit Dice: its level for natural healing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound points = Con × the size factor (NPCs and monsters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No Con score (undead, constructs…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature without Con has no stamina; its hit points become wound points, and it is never fatigued or stunned (Creatures without Con).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small, Medium and Large: wound points = Con; smaller or larger creatures multiply it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina regained each round. All damage goes to stamina, even criticals; at 0 stamina it is fatigued (Regeneration).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina regained each round (wound points for a creature without Con; nothing for one with Con but no stamina) (Fast healing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No s&amp;tamina (a harmless creature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM may give no stamina to creatures that pose little or no threat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 1/2 or 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The challenge rating as the book prints it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dexterity modifier, for initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other initiative bonuses (Improved Initiative…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hit points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bonus hit points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit &amp;Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Constitution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Regeneration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast healing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challen&amp;ge rating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ex modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Initiative bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge and initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modifier {modifier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant CR &lt;b&gt;{cr}&lt;/b&gt;</source>
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
    <name>NotesEditor</name>
    <message>
        <source>Who they are, what they want, what the party knows about them…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italic (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bulleted list (Ctrl+Shift+L)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceholderSheet</name>
    <message>
        <source>The sheet editor for {system} arrives in a coming version. The character&apos;s sheet is kept as it is; name, player, tags, portrait and notes can be edited now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PortraitLabel</name>
    <message>
        <source>Click to choose a portrait; right-click to remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portrait
(click to add)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a portrait…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the portrait</source>
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
    <name>PriceField</name>
    <message>
        <source>not for sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zl = zlatý, st = stříbrný, md = měďák</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price at character creation; leave it at 0 for an item not for sale.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>&amp;Roll d20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll d20 and add the bonus to get the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d20 shows {die}; {die} {sign} {bonus} = {total}</source>
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
        <source>&amp;Import character from JSON…</source>
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
    <message>
        <source>Import a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kronikář characters (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character was not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {problem}
Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScarCard</name>
    <message>
        <source>&amp;Wound…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Burn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal a &amp;stun wound (/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal a &amp;lethal wound (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal a &amp;devastating wound (Ж)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScarChoiceDialog</name>
    <message>
        <source>Start chapter: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds a devastating {kind} wound in several scars. At the chapter start one of them heals; the player picks which (Člověk, Zranění).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScarsPanel</name>
    <message>
        <source>Physical scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mental scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Social scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposite scars: a wound aimed at one heals a wound of the same severity in the other instead of being written (Člověk, Jizvy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close to the {temperament} temperament. The text gives closeness no other effect (Člověk, Temperament).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distant from the {temperament} temperament; a distant negative scar cannot be burned (Člověk, Temperament).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn from {scar} (pálení): wound yourself on purpose, at most {limit} {kind} points a round; refused if a point would upgrade a wound (Člověk, Jizvy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical penalty!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-term: {severity}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no text yet: the GM writes it in the rules data (scars.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} scar, {boxes} boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposite: {scar}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-time, lethal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-time, devastating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-term, lethal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-term, devastating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to write a wound; right-click for burning and healing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeverityPicker</name>
    <message>
        <source>&amp;Stun  /</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lethal  X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Devastating  Ж</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>This sheet cannot be read: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShieldForm</name>
    <message>
        <source>Added to the defence number: OČ = skill + weapon defence + shield defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SinDialog</name>
    <message>
        <source>Commit a sin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{grade}. {sin} — {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{grade}. {sin} — free (above the soul)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hold the soul (lethal wounds X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fall one grade (stun wounds /)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sin at or below the soul&apos;s grade costs a mental wound of soul grade − sin grade + 1 points, split among the mental scars: lethal to hold the soul, stun to let it fall one grade. Sins above the grade are free (Člověk, Duše).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sin above the soul&apos;s grade is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points of {severity} mental wound; the soul stays at {grade}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points of {severity} mental wound; the soul falls to {grade}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillForm</name>
    <message>
        <source>S&amp;tandalone skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grouped skill with specialisations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pecialisation of a grouped skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vlastní</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A section of the skill list, or a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sdružená dovednost: its rating also covers its specialisations, each of which may be raised above it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the skill:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillTreeModel</name>
    <message>
        <source>Grouped skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts as {rating}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses the group&apos;s rating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Find a skill or specialisation (accents optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what the character has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type 0–6 to set the rating of the selected skill, + or − to step it, F2 to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{skill}: {rating}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{skill}: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellForm</name>
    <message>
        <source>The skill rating a character needs to learn it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs &amp;rating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellsPage</name>
    <message>
        <source>Known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell or ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each spell or ability costs 1 XP and needs the skill rating shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries marked (příklad) are examples, not the book&apos;s (its spell lists are not in the rules text); the GM adds the campaign&apos;s own in the campaign settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn {spell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget {spell}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingPage</name>
    <message>
        <source>Property, status and contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas of influence, comma-separated (one per Známosti point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How met, why they help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to reach them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks and manner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gained in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind (Sítě specialisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liaison (a contact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cipher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks (Sítě)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {max} areas (one per Známosti point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stat}: {rating}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas of influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a network</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatePanel</name>
    <message>
        <source>Stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark or clear a condition by hand (the GM&apos;s call).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No save is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resol&amp;ve save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its turn begins: a stun runs its course, regeneration and fast healing act, a dying creature saves (DC 10, +1 per later round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its turn ends: a stun that covered it is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;our passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stable creature saves every hour (DC 10, +1 per later hour); one tended by Heal has a 10% chance an hour to wake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal chec&amp;k…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone tends the dying creature: Heal DC 15 stabilises it (a standard action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help &amp;recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another character spends a standard action: the stun ends (Hit to the body).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending Fortitude saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rules did, newest last. Kept until another character is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts: {starts}
Ends: {ends}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DC {dc} — {what}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingPage</name>
    <message>
        <source>After creation the character improves by XP earned in play: 1 XP for every 4 hours of play, 1–10 XP for a group goal. Spend them by raising ratings on the other pages: the same costs apply, under the training limits for the character&apos;s total XP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;play session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a group &amp;goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earned {xp} XP ({hours} hours of play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training limits for {total} XP: two highest stats ≤ {top}, all others ≤ {others}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add earned XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit earned XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove earned XP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Tabulka limitů tréninku: after creation a character trains under the row of their total XP (from that many XP upward). The rules text lost its numbers; values marked (default) are Kronikář&apos;s. The initiation limit (stupeň zasvěcení) is shown to the GM, not enforced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From total XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two highest stats ≤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All other stats ≤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiation ≤</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new row after the last one; edit its numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole table back to Kronikář&apos;s defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit stupně zasvěcení; “—” when the table sets none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the row from {xp} XP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViolationModel</name>
    <message>
        <source>Waived: {text}
Reason: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule code: {code}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message>
        <source>&amp;Waive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM allows an exception to this rule; a reason is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw wai&amp;ver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ No rule is broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Broken rules: %n open</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, {n} waived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waive a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}

Why does the GM allow it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WeaponForm</name>
    <message>
        <source>Added to the attack number: ÚČ = skill + weapon attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the defence number: OČ = skill + weapon defence + shield defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hit deals Přesah + weapon damage − armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Da&amp;mage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
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
<context>
    <name>WoundDialog</name>
    <message>
        <source>Burn from {scar}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound: {scar}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{scar} now: {marks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burning (pálení) is refused as a whole if any point would upgrade a wound already in the scar, and counts toward the round&apos;s limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point is written from the most to the least severe; in a full scar a more severe point pushes the last wound out, otherwise it upgrades the lightest wound (Člověk, Jizvy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WoundsTab</name>
    <message>
        <source>S&amp;car:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the wound into the scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;urn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn (pálení): wound yourself on purpose for an advantage, only from burnable scars and at most the type&apos;s skill attribute in points a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new conflict round: the count of burned points starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points of wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity: / stun, X lethal, Ж devastating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burned this round: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No long-term or critical penalty now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no text yet: the GM writes it in the rules data, scars.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-term, lethal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-term, devastating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>owner</name>
    <message>
        <source>a skill of the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the skill itself</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
