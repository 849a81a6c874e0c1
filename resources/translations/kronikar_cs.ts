<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>ArmourForm</name>
    <message>
        <source>Armour subtracts its Kvalita from a hit when Přesah ≤ its Pokrytí</source>
        <translation>Zbroj odečte od zásahu svou Kvalitu, když Přesah ≤ její Pokrytí</translation>
    </message>
    <message>
        <source>Armour subtracts its Pokrytí from a hit when Přesah &gt; Pokrytí</source>
        <translation>Zbroj odečte od zásahu své Pokrytí, když Přesah &gt; Pokrytí</translation>
    </message>
    <message>
        <source>&amp;Kvalita:</source>
        <translation>&amp;Kvalita:</translation>
    </message>
    <message>
        <source>Pokr&amp;ytí:</source>
        <translation>Pokr&amp;ytí:</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Cena:</translation>
    </message>
</context>
<context>
    <name>AttributesPanel</name>
    <message>
        <source>Attributes</source>
        <translation>Atributy</translation>
    </message>
    <message>
        <source>Temperament and side</source>
        <translation>Temperament a strana</translation>
    </message>
    <message>
        <source>T&amp;emperament:</source>
        <translation>&amp;Temperament:</translation>
    </message>
    <message>
        <source>&amp;Dominant side:</source>
        <translation>&amp;Dominantní strana:</translation>
    </message>
    <message>
        <source>right-handed (pravák)</source>
        <translation>pravák</translation>
    </message>
    <message>
        <source>left-handed (levák)</source>
        <translation>levák</translation>
    </message>
    <message>
        <source>Burning is possible from the dominant arm and leg; the other hand or leg takes −1 (Střety).</source>
        <translation>Pálit lze z dominantní ruky a nohy; druhá ruka či noha má −1 (Střety).</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacita</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Políčka</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Moc</translation>
    </message>
    <message>
        <source>Burn</source>
        <translation>Pálení</translation>
    </message>
    <message>
        <source>The skill attribute sets the bank and the burn limit of its type.</source>
        <translation>Dovednostní atribut určuje bank a limit pálení svého typu.</translation>
    </message>
    <message>
        <source>The capacity attribute sets the scars&apos; boxes and the base power.</source>
        <translation>Kapacitní atribut určuje počet políček jizev a základní moc.</translation>
    </message>
    <message>
        <source>Dice in the bank: twice the skill attribute (Člověk, Atributy).</source>
        <translation>Kostky v banku: dvojnásobek dovednostního atributu (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>Boxes in each scar of the type: the capacity attribute (Člověk, Atributy).</source>
        <translation>Políčka v každé jizvě daného typu: kapacitní atribut (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>Base power (moc): capacity / 2, rounded up (Člověk, Atributy).</source>
        <translation>Základní moc: kapacita / 2, zaokrouhleno nahoru (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>Most wound points burned per round: the skill attribute (Člověk, Atributy).</source>
        <translation>Nejvýše spálených bodů zranění za kolo: dovednostní atribut (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>close: {close} · distant: {distant}</source>
        <translation>blízké: {close} · vzdálené: {distant}</translation>
    </message>
</context>
<context>
    <name>BudgetBar</name>
    <message>
        <source>Creation level: the XP budget and the rating limits (Tabulka tvorby postavy)</source>
        <translation>Úroveň tvorby: rozpočet zk a limity hodnocení (Tabulka tvorby postavy)</translation>
    </message>
    <message>
        <source>Approved goals and story hooks: +1 XP each, at most +3 (Cíle a příběhové náměty)</source>
        <translation>Schválené cíle a příběhové náměty: každý +1 zk, nejvýše +3 (Cíle a příběhové náměty)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ú&amp;roveň:</translation>
    </message>
    <message>
        <source>&amp;Goals and story hooks:</source>
        <translation>&amp;Cíle a náměty:</translation>
    </message>
    <message>
        <source>{level} ({budget} XP)</source>
        <translation>{level} ({budget} zk)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(výchozí)</translation>
    </message>
    <message>
        <source>The sheet cannot be priced</source>
        <translation>Deník postavy nelze ocenit</translation>
    </message>
    <message>
        <source>{spent} / {budget} XP</source>
        <translation>{spent} / {budget} zk</translation>
    </message>
    <message>
        <source>Over budget by {xp} XP</source>
        <translation>Rozpočet překročen o {xp} zk</translation>
    </message>
    <message>
        <source>Budget spent exactly</source>
        <translation>Rozpočet přesně vyčerpán</translation>
    </message>
    <message>
        <source>{xp} XP left</source>
        <translation>Zbývá {xp} zk</translation>
    </message>
    <message>
        <source>Budget: level {level} + goals {goals} + earned {earned} XP</source>
        <translation>Rozpočet: úroveň {level} + cíle {goals} + získané {earned} zk</translation>
    </message>
    <message>
        <source>limits: two highest stats ≤ {top}, all others ≤ {others}</source>
        <translation>limity: dvě nejvyšší statistiky ≤ {top}, všechny ostatní ≤ {others}</translation>
    </message>
    <message>
        <source>training limits by total XP</source>
        <translation>limity tréninku podle celkových zk</translation>
    </message>
    <message>
        <source>values marked (default) are campaign settings, not the book&apos;s</source>
        <translation>hodnoty označené (výchozí) jsou nastavení kampaně, ne z knihy</translation>
    </message>
</context>
<context>
    <name>CampaignMessages</name>
    <message>
        <source>Campaign not found</source>
        <translation>Kampaň nebyla nalezena</translation>
    </message>
    <message>
        <source>The file {path} does not exist. It may have been moved, renamed or deleted, or it is on a drive that is not connected. Use File → Open to find it.</source>
        <translation>Soubor {path} neexistuje. Možná byl přesunut, přejmenován nebo smazán, nebo je na disku, který není připojen. Najděte jej pomocí Soubor → Otevřít.</translation>
    </message>
    <message>
        <source>Not a Kronikář campaign</source>
        <translation>Nejde o kampaň Kronikáře</translation>
    </message>
    <message>
        <source>The file {path} is not a Kronikář campaign, so it was not opened. Check that you picked the right file (campaigns end in .kronikar). The file was left exactly as it was.</source>
        <translation>Soubor {path} není kampaň Kronikáře, proto nebyl otevřen. Zkontrolujte, že jste vybrali správný soubor (kampaně mají příponu .kronikar). Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>The campaign file is damaged</source>
        <translation>Soubor kampaně je poškozený</translation>
    </message>
    <message>
        <source>The file {path} is damaged or incomplete ({detail}), so it was not opened and was left exactly as it was. Kronikář keeps the last five copies of every campaign in its backups folder; open the newest one from there.</source>
        <translation>Soubor {path} je poškozený nebo neúplný ({detail}), proto nebyl otevřen a zůstal přesně tak, jak byl. Kronikář uchovává posledních pět kopií každé kampaně ve složce záloh; otevřete odtud tu nejnovější.</translation>
    </message>
    <message>
        <source>Campaign from a newer Kronikář</source>
        <translation>Kampaň z novější verze Kronikáře</translation>
    </message>
    <message>
        <source>The file {path} was saved by a newer version of Kronikář (format {found}; this version reads up to {supported}). Update Kronikář to open it. The file was left exactly as it was.</source>
        <translation>Soubor {path} byl uložen novější verzí Kronikáře (formát {found}; tato verze čte nejvýše {supported}). Chcete-li jej otevřít, aktualizujte Kronikáře. Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>Campaign already open</source>
        <translation>Kampaň je už otevřená</translation>
    </message>
    <message>
        <source>The campaign {path} is already open in another Kronikář window ({holder}). Switch to that window, or close it and try again.</source>
        <translation>Kampaň {path} je už otevřená v jiném okně Kronikáře ({holder}). Přepněte se do něj, nebo jej zavřete a zkuste to znovu.</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>jiný program</translation>
    </message>
    <message>
        <source>File already exists</source>
        <translation>Soubor už existuje</translation>
    </message>
    <message>
        <source>The file {path} already exists and Kronikář never overwrites a campaign. Choose another name.</source>
        <translation>Soubor {path} už existuje a Kronikář kampaň nikdy nepřepíše. Zvolte jiný název.</translation>
    </message>
    <message>
        <source>Cannot open the campaign</source>
        <translation>Kampaň nelze otevřít</translation>
    </message>
    <message>
        <source>The file {path} could not be opened: {detail}</source>
        <translation>Soubor {path} nelze otevřít: {detail}</translation>
    </message>
</context>
<context>
    <name>CampaignPropertiesDialog</name>
    <message>
        <source>Campaign properties</source>
        <translation>Vlastnosti kampaně</translation>
    </message>
    <message>
        <source>Where and when the campaign is set, what the party is after…</source>
        <translation>Kde a kdy se kampaň odehrává, o co družině jde…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Popis:</translation>
    </message>
</context>
<context>
    <name>CatalogueModel</name>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
</context>
<context>
    <name>CataloguePage</name>
    <message>
        <source>Filter by any column</source>
        <translation>Filtrovat podle libovolného sloupce</translation>
    </message>
    <message>
        <source>R&amp;emove the addition</source>
        <translation>O&amp;debrat vlastní položku</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s own entries can be removed (Del in the list)</source>
        <translation>Odebrat lze jen vlastní položky kampaně (Del v seznamu)</translation>
    </message>
    <message>
        <source>&amp;Add to the campaign</source>
        <translation>&amp;Přidat do kampaně</translation>
    </message>
</context>
<context>
    <name>CatalogueTab</name>
    <message>
        <source>Entries: {count}</source>
        <translation>Položek: {count}</translation>
    </message>
    <message>
        <source>own: {added}</source>
        <translation>vlastních: {added}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>Entries in grey italics are Kronikář&apos;s examples, not the book&apos;s: the rules text&apos;s lists did not survive. Bold entries are the campaign&apos;s own.</source>
        <translation>Položky šedou kurzívou jsou příklady Kronikáře, ne z knihy: seznamy z textu pravidel se nedochovaly. Tučné položky jsou vlastní položky kampaně.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Dovednosti</translation>
    </message>
    <message>
        <source>Add a skill or specialisation</source>
        <translation>Přidat dovednost nebo specializaci</translation>
    </message>
    <message>
        <source>The skills of the rules text, grouped (sdružené) with their specialisations and standalone by section. Bold entries are the campaign&apos;s own.</source>
        <translation>Dovednosti z textu pravidel: sdružené se svými specializacemi a samostatné podle oddílů. Tučné položky jsou vlastní položky kampaně.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Section or specialisations</source>
        <translation>Oddíl nebo specializace</translation>
    </message>
    <message>
        <source>Spells and abilities</source>
        <translation>Kouzla a schopnosti</translation>
    </message>
    <message>
        <source>Add a spell or ability</source>
        <translation>Přidat kouzlo nebo schopnost</translation>
    </message>
    <message>
        <source>Each costs 1 XP and needs the skill rating shown. </source>
        <translation>Každé stojí 1 zk a vyžaduje uvedené hodnocení dovednosti. </translation>
    </message>
    <message>
        <source>Needs skill</source>
        <translation>Potřebná dovednost</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Zbraně</translation>
    </message>
    <message>
        <source>Add a weapon</source>
        <translation>Přidat zbraň</translation>
    </message>
    <message>
        <source>Att. / Def. / Dmg.</source>
        <translation>Út. / Obr. / Zr.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Obrana</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Zbroj</translation>
    </message>
    <message>
        <source>Add armour</source>
        <translation>Přidat zbroj</translation>
    </message>
    <message>
        <source>Kvalita</source>
        <translation>Kvalita</translation>
    </message>
    <message>
        <source>Pokrytí</source>
        <translation>Pokrytí</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Štíty</translation>
    </message>
    <message>
        <source>Add a shield</source>
        <translation>Přidat štít</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Change portrait</source>
        <translation>Změnit portrét</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Hráčská postava</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Who plays this character</source>
        <translation>Kdo tuto postavu hraje</translation>
    </message>
    <message>
        <source>Change player</source>
        <translation>Změnit hráče</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. družina, Praha, dluží nám</source>
        <translation>Oddělené čárkami, např. družina, Praha, dluží nám</translation>
    </message>
    <message>
        <source>Change tags</source>
        <translation>Změnit štítky</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Druh:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Hráč:</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Š&amp;títky:</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Tisk…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportovat PDF…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportovat JSON…</translation>
    </message>
    <message>
        <source>Contacts page…</source>
        <translation>Stránka kontaktů…</translation>
    </message>
    <message>
        <source>The GM&apos;s page of this character&apos;s contacts and networks</source>
        <translation>Stránka Vypravěče s kontakty a sítěmi této postavy</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Upravit poznámky</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>No character open</source>
        <translation>Není otevřena žádná postava</translation>
    </message>
    <message>
        <source>A character&apos;s sheet opens here. Pick a character in the Roster and press Enter, or double-click it.</source>
        <translation>Zde se otevírá deník postavy. Vyberte postavu v Seznamu postav a stiskněte Enter, nebo na ni dvakrát klikněte.</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Deník postavy</translation>
    </message>
    <message>
        <source>Rename character</source>
        <translation>Přejmenovat postavu</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Změnit druh</translation>
    </message>
    <message>
        <source>Player: {player}</source>
        <translation>Hráč: {player}</translation>
    </message>
    <message>
        <source>{name} – contacts</source>
        <translation>{name} – kontakty</translation>
    </message>
    <message>
        <source>Export the contacts page as PDF</source>
        <translation>Exportovat stránku kontaktů do PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the sheet as PDF</source>
        <translation>Exportovat deník postavy do PDF</translation>
    </message>
    <message>
        <source>The sheet was saved as {path}</source>
        <translation>Deník postavy byl uložen jako {path}</translation>
    </message>
    <message>
        <source>Export the character as JSON</source>
        <translation>Exportovat postavu do JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>The character was exported to {path}</source>
        <translation>Postava byla exportována do {path}</translation>
    </message>
    <message>
        <source>Not an image</source>
        <translation>Nejde o obrázek</translation>
    </message>
    <message>
        <source>{path} could not be read as an image. Choose a PNG, JPEG or WebP file.</source>
        <translation>{path} nelze načíst jako obrázek. Vyberte soubor PNG, JPEG nebo WebP.</translation>
    </message>
</context>
<context>
    <name>CharacterPanel</name>
    <message>
        <source>&amp;Add class</source>
        <translation>&amp;Přidat povolání</translation>
    </message>
    <message>
        <source>Take a level in this class. The very first level takes the die&apos;s maximum.</source>
        <translation>Získat úroveň v tomto povolání. Úplně první úroveň bere maximum kostky.</translation>
    </message>
    <message>
        <source>Levels taken in this class</source>
        <translation>Úrovně získané v tomto povolání</translation>
    </message>
    <message>
        <source>Roll all of this class&apos;s stamina dice again (the 1st character level is never rolled).</source>
        <translation>Znovu hodit všemi kostkami staminy tohoto povolání (1. úroveň postavy se nikdy nehází).</translation>
    </message>
    <message>
        <source>Stamina rolls:</source>
        <translation>Hody na staminu:</translation>
    </message>
    <message>
        <source>Each level adds its roll + the Con modifier, at least 1; the 1st character level takes the die&apos;s maximum (Stamina).</source>
        <translation>Každá úroveň přidá svůj hod + opravu za Odolnost, nejméně 1; 1. úroveň postavy bere maximum kostky (Stamina).</translation>
    </message>
    <message>
        <source>Selected class</source>
        <translation>Vybrané povolání</translation>
    </message>
    <message>
        <source>Constitution score: wound points equal it (Wound points).</source>
        <translation>Hodnota Odolnosti: body zdraví se jí rovnají (Body zranění).</translation>
    </message>
    <message>
        <source>Dexterity modifier, for initiative.</source>
        <translation>Oprava za Obratnost, pro iniciativu.</translation>
    </message>
    <message>
        <source>Other initiative bonuses (Improved Initiative…).</source>
        <translation>Další bonusy k iniciativě (Zlepšená iniciativa…).</translation>
    </message>
    <message>
        <source>De&amp;x modifier:</source>
        <translation>Oprava za Ob&amp;ratnost:</translation>
    </message>
    <message>
        <source>Remo&amp;ve class</source>
        <translation>Ode&amp;brat povolání</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>Po&amp;volání:</translation>
    </message>
    <message>
        <source>L&amp;evels:</source>
        <translation>Úr&amp;ovně:</translation>
    </message>
    <message>
        <source>Const&amp;itution:</source>
        <translation>O&amp;dolnost:</translation>
    </message>
    <message>
        <source>Initiative &amp;bonus:</source>
        <translation>Bonus k &amp;iniciativě:</translation>
    </message>
    <message>
        <source>Classes and stamina dice</source>
        <translation>Povolání a kostky staminy</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>modifier {modifier}</source>
        <translation>oprava {modifier}</translation>
    </message>
    <message>
        <source>{name} (d{die})</source>
        <translation>{name} (k{die})</translation>
    </message>
    <message>
        <source>{name} (NPC class, no stamina)</source>
        <translation>{name} (CP povolání, bez staminy)</translation>
    </message>
    <message>
        <source>Add a class to start.</source>
        <translation>Začněte přidáním povolání.</translation>
    </message>
    <message>
        <source>NPC classes give no stamina.</source>
        <translation>CP povolání nedávají staminu.</translation>
    </message>
    <message>
        <source>1st level takes the maximum, {die}: nothing to roll.</source>
        <translation>1. úroveň bere maximum, {die}: není čím házet.</translation>
    </message>
    <message>
        <source>d{die}; the 1st level took the maximum.</source>
        <translation>k{die}; 1. úroveň vzala maximum.</translation>
    </message>
    <message>
        <source>d{die}, one roll per level.</source>
        <translation>k{die}, jeden hod za úroveň.</translation>
    </message>
    <message>
        <source>Stamina roll for character level {level} (d{die})</source>
        <translation>Hod na staminu za {level}. úroveň postavy (k{die})</translation>
    </message>
</context>
<context>
    <name>ClassLevelsModel</name>
    <message>
        <source>Class</source>
        <translation>Povolání</translation>
    </message>
    <message>
        <source>Stamina die</source>
        <translation>Kostka staminy</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Úrovně</translation>
    </message>
    <message>
        <source>Stamina rolls</source>
        <translation>Hody na staminu</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>{levels} (level {span})</source>
        <translation>{levels} (úr. {span})</translation>
    </message>
    <message>
        <source>none (NPC class)</source>
        <translation>žádné (CP povolání)</translation>
    </message>
    <message>
        <source>max {die}</source>
        <translation>max. {die}</translation>
    </message>
</context>
<context>
    <name>ClovekPrintout</name>
    <message>
        <source>Attributes</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>Scars</source>
        <translation>Jizvy</translation>
    </message>
    <message>
        <source>Social</source>
        <translation>Společenské</translation>
    </message>
    <message>
        <source>Penalties in force</source>
        <translation>Platné postihy</translation>
    </message>
    <message>
        <source>Feelings</source>
        <translation>City</translation>
    </message>
    <message>
        <source>No feelings yet.</source>
        <translation>Zatím žádné city.</translation>
    </message>
    <message>
        <source>Psychological disorders</source>
        <translation>Psychické poruchy</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Žádné.</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>Duše</translation>
    </message>
    <message>
        <source>close</source>
        <translation>blízká</translation>
    </message>
    <message>
        <source>distant</source>
        <translation>vzdálená</translation>
    </message>
    <message>
        <source>P burnable</source>
        <translation>P lze pálit</translation>
    </message>
    <message>
        <source>CRITICAL</source>
        <translation>KRITICKÁ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacita</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banka</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Políčka</translation>
    </message>
    <message>
        <source>Base power</source>
        <translation>Základní moc</translation>
    </message>
    <message>
        <source>Burn per round</source>
        <translation>Pálení za kolo</translation>
    </message>
    <message>
        <source>right-handed</source>
        <translation>pravák</translation>
    </message>
    <message>
        <source>left-handed</source>
        <translation>levák</translation>
    </message>
    <message>
        <source>Temperament: {temperament} · {side}</source>
        <translation>Temperament: {temperament} · {side}</translation>
    </message>
    <message>
        <source>/ stun · X lethal · Ж devastating · P burnable</source>
        <translation>/ omračující · X smrtící · Ж zničující · P lze pálit</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Fyzické</translation>
    </message>
    <message>
        <source>Mental</source>
        <translation>Duševní</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritický</translation>
    </message>
    <message>
        <source>long-term, lethal</source>
        <translation>dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>long-term, devastating</source>
        <translation>dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>Toward</source>
        <translation>Vůči</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>trvalá</translation>
    </message>
    <message>
        <source>temporary</source>
        <translation>dočasná</translation>
    </message>
    <message>
        <source>effect: {effect}</source>
        <translation>účinek: {effect}</translation>
    </message>
    <message>
        <source>trigger: {trigger}</source>
        <translation>spouštěč: {trigger}</translation>
    </message>
    <message>
        <source>Soul grade: {grade}</source>
        <translation>Stupeň duše: {grade}</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} b.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
</context>
<context>
    <name>ClovekSheetEditor</name>
    <message>
        <source>&amp;Wounds</source>
        <translation>&amp;Zranění</translation>
    </message>
    <message>
        <source>&amp;Feelings</source>
        <translation>&amp;City</translation>
    </message>
    <message>
        <source>&amp;Mind and soul</source>
        <translation>&amp;Mysl a duše</translation>
    </message>
    <message>
        <source>Wound {scar}: {points} × {mark}</source>
        <translation>{scar}: zranění {points} × {mark}</translation>
    </message>
    <message>
        <source>Burn {scar}: {points} × {mark}</source>
        <translation>{scar}: pálení {points} × {mark}</translation>
    </message>
    <message>
        <source>Heal {scar}</source>
        <translation>Vyléčit: {scar}</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Nové kolo</translation>
    </message>
    <message>
        <source>Set {attribute} to {value}</source>
        <translation>Nastavit {attribute} na {value}</translation>
    </message>
    <message>
        <source>Change temperament</source>
        <translation>Změnit temperament</translation>
    </message>
    <message>
        <source>Change dominant side</source>
        <translation>Změnit dominantní stranu</translation>
    </message>
    <message>
        <source>Set {feeling} toward {target}</source>
        <translation>{feeling} → {target}: nastavit</translation>
    </message>
    <message>
        <source>{feeling} toward {target}: request</source>
        <translation>{feeling} → {target}: citová žádost</translation>
    </message>
    <message>
        <source>{feeling} toward {target}: social hit</source>
        <translation>{feeling} → {target}: sociální zásah</translation>
    </message>
    <message>
        <source>Forget feelings toward {target}</source>
        <translation>Zapomenout city vůči: {target}</translation>
    </message>
    <message>
        <source>Cure a permanent disorder</source>
        <translation>Vyléčit trvalou poruchu</translation>
    </message>
    <message>
        <source>{name} is permanent: only a supernatural intervention cures it (Člověk, Psychické poruchy). Was it cured that way?</source>
        <translation>{name} je trvalá porucha: vyléčí ji jen nadpřirozený zásah (Člověk, Psychické poruchy). Byla vyléčena takto?</translation>
    </message>
    <message>
        <source>Against the soul&apos;s restriction</source>
        <translation>Proti omezení duše</translation>
    </message>
    <message>
        <source>Add disorder {name}</source>
        <translation>Přidat poruchu {name}</translation>
    </message>
    <message>
        <source>Edit disorder {name}</source>
        <translation>Upravit poruchu {name}</translation>
    </message>
    <message>
        <source>Cure disorder {name}</source>
        <translation>Vyléčit poruchu {name}</translation>
    </message>
    <message>
        <source>Disorder {name} triggered</source>
        <translation>Porucha {name} se spustila</translation>
    </message>
    <message>
        <source>Set soul grade</source>
        <translation>Nastavit stupeň duše</translation>
    </message>
    <message>
        <source>Set the sin of grade {grade}</source>
        <translation>Nastavit hřích {grade}. stupně</translation>
    </message>
    <message>
        <source>Sin {grade} ({sin}): the soul holds</source>
        <translation>Hřích {grade} ({sin}): duše vydrží</translation>
    </message>
    <message>
        <source>Sin {grade} ({sin}): the soul falls</source>
        <translation>Hřích {grade} ({sin}): duše klesá</translation>
    </message>
    <message>
        <source>no wound: the sin is free</source>
        <translation>bez zranění: hřích je zdarma</translation>
    </message>
</context>
<context>
    <name>ClovekTime</name>
    <message>
        <source>Start scene</source>
        <translation>Začátek scény</translation>
    </message>
    <message>
        <source>Start chapter</source>
        <translation>Začátek kapitoly</translation>
    </message>
    <message>
        <source>Start book</source>
        <translation>Začátek knihy</translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation>Pravidla to nedovolují</translation>
    </message>
</context>
<context>
    <name>CurrencyTab</name>
    <message>
        <source>The coins of the campaign: zlaté (zl), stříbrné (st) and měďáky (md). The book&apos;s prices are given in zl and st and follow these rates; the prices of the campaign&apos;s own items are kept in md.</source>
        <translation>Mince kampaně: zlaté (zl), stříbrné (st) a měďáky (md). Ceny z knihy jsou uvedeny v zl a st a řídí se těmito kurzy; ceny vlastních položek kampaně se vedou v md.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>1 &amp;zl (zlatý) =</source>
        <translation>1 &amp;zl (zlatý) =</translation>
    </message>
    <message>
        <source>1 &amp;st (stříbrný) =</source>
        <translation>1 &amp;st (stříbrný) =</translation>
    </message>
    <message>
        <source>Both rates back to Kronikář&apos;s defaults</source>
        <translation>Oba kurzy zpět na výchozí hodnoty Kronikáře</translation>
    </message>
    <message>
        <source>So 1 zl = {md} md, and {sample} md = {formatted}.</source>
        <translation>Tedy 1 zl = {md} md a {sample} md = {formatted}.</translation>
    </message>
</context>
<context>
    <name>D20Printout</name>
    <message>
        <source>Classes</source>
        <translation>Povolání</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Povolání</translation>
    </message>
    <message>
        <source>Stamina die</source>
        <translation>Kostka staminy</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Úrovně</translation>
    </message>
    <message>
        <source>Stamina rolls</source>
        <translation>Hody na staminu</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>No class yet.</source>
        <translation>Zatím žádné povolání.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>{cr} (book {book})</source>
        <translation>{cr} (v knize {book})</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Životy</translation>
    </message>
    <message>
        <source>Bonus hit points</source>
        <translation>Bonusové životy</translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation>Kostky životů</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Odolnost</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <translation>Regenerace</translation>
    </message>
    <message>
        <source>Fast healing</source>
        <translation>Rychlé hojení</translation>
    </message>
    <message>
        <source>No stamina</source>
        <translation>Bez staminy</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Challenge rating</source>
        <translation>Nebezpečnost (NB)</translation>
    </message>
    <message>
        <source>Dex modifier</source>
        <translation>Oprava za Obratnost</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Nestvůra</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Údaj</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Stamina and wound points</source>
        <translation>Stamina a body zdraví</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Zásoba</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Současná</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>How it is reached</source>
        <translation>Jak se spočítá</translation>
    </message>
    <message>
        <source>Wound points</source>
        <translation>Body zdraví</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Stavy:</translation>
    </message>
    <message>
        <source>DC {dc} {what}</source>
        <translation>TO {dc} {what}</translation>
    </message>
    <message>
        <source>Pending Fortitude saves:</source>
        <translation>Čekající záchranné hody na Výdrž:</translation>
    </message>
</context>
<context>
    <name>D20SheetEditor</name>
    <message>
        <source>Character (classes and levels)</source>
        <translation>Postava (povolání a úrovně)</translation>
    </message>
    <message>
        <source>Monster (hit points and Con)</source>
        <translation>Nestvůra (životy a Odolnost)</translation>
    </message>
    <message>
        <source>Switching starts a fresh definition of the other kind (Undo brings it back).</source>
        <translation>Přepnutí založí nový deník druhého typu (Zpět vrátí původní).</translation>
    </message>
    <message>
        <source>Sheet t&amp;ype:</source>
        <translation>&amp;Typ deníku:</translation>
    </message>
    <message>
        <source>Change class</source>
        <translation>Změnit povolání</translation>
    </message>
    <message>
        <source>Change levels</source>
        <translation>Změnit úrovně</translation>
    </message>
    <message>
        <source>Roll stamina</source>
        <translation>Hodit na staminu</translation>
    </message>
    <message>
        <source>Remove class</source>
        <translation>Odebrat povolání</translation>
    </message>
    <message>
        <source>Maximum stamina:</source>
        <translation>Maximum staminy:</translation>
    </message>
    <message>
        <source>Maximum wound points:</source>
        <translation>Maximum bodů zdraví:</translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation>Začátek tahu</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Konec tahu</translation>
    </message>
    <message>
        <source>An hour passes</source>
        <translation>Uplyne hodina</translation>
    </message>
    <message>
        <source>Helped to recover</source>
        <translation>Pomoc se vzpamatovat</translation>
    </message>
    <message>
        <source>Maxima</source>
        <translation>Maxima</translation>
    </message>
    <message>
        <source>Make this sheet a monster&apos;s? Its classes and rolls are replaced (Undo brings them back).</source>
        <translation>Změnit tento deník na deník nestvůry? Povolání a hody budou nahrazeny (Zpět je vrátí).</translation>
    </message>
    <message>
        <source>Make this sheet a character&apos;s? Its monster entry is replaced (Undo brings it back).</source>
        <translation>Změnit tento deník na deník postavy? Údaje nestvůry budou nahrazeny (Zpět je vrátí).</translation>
    </message>
    <message>
        <source>Change the kind of sheet</source>
        <translation>Změnit typ deníku</translation>
    </message>
    <message>
        <source>Make a monster</source>
        <translation>Změnit na nestvůru</translation>
    </message>
    <message>
        <source>Make a character</source>
        <translation>Změnit na postavu</translation>
    </message>
    <message>
        <source>Add class</source>
        <translation>Přidat povolání</translation>
    </message>
    <message>
        <source>Enter stamina roll</source>
        <translation>Zadat hod na staminu</translation>
    </message>
    <message>
        <source>Change Constitution</source>
        <translation>Změnit Odolnost</translation>
    </message>
    <message>
        <source>Change Dex modifier</source>
        <translation>Změnit opravu za Obratnost</translation>
    </message>
    <message>
        <source>Change initiative bonus</source>
        <translation>Změnit bonus k iniciativě</translation>
    </message>
    <message>
        <source>Change hit points</source>
        <translation>Změnit životy</translation>
    </message>
    <message>
        <source>Change bonus hit points</source>
        <translation>Změnit bonusové životy</translation>
    </message>
    <message>
        <source>Change Hit Dice</source>
        <translation>Změnit kostky životů</translation>
    </message>
    <message>
        <source>Change size</source>
        <translation>Změnit velikost</translation>
    </message>
    <message>
        <source>Change regeneration</source>
        <translation>Změnit regeneraci</translation>
    </message>
    <message>
        <source>Change fast healing</source>
        <translation>Změnit rychlé léčení</translation>
    </message>
    <message>
        <source>Change stamina option</source>
        <translation>Změnit volbu staminy</translation>
    </message>
    <message>
        <source>Change challenge rating</source>
        <translation>Změnit nebezpečnost</translation>
    </message>
    <message>
        <source>Edit sheet</source>
        <translation>Upravit deník postavy</translation>
    </message>
    <message>
        <source>Mark condition</source>
        <translation>Označit stav</translation>
    </message>
    <message>
        <source>Clear condition</source>
        <translation>Zrušit stav</translation>
    </message>
    <message>
        <source>Coup de grace: {amount} damage</source>
        <translation>Coup de grace: zranění {amount}</translation>
    </message>
    <message>
        <source>Critical hit: {amount} damage</source>
        <translation>Kritický zásah: zranění {amount}</translation>
    </message>
    <message>
        <source>Hit: {amount} damage</source>
        <translation>Zásah: zranění {amount}</translation>
    </message>
    <message>
        <source>{hours} hours of rest</source>
        <translation>Odpočinek ({hours} h)</translation>
    </message>
    <message>
        <source>A night&apos;s rest</source>
        <translation>Noční odpočinek</translation>
    </message>
    <message>
        <source>A day of bed rest</source>
        <translation>Den na lůžku</translation>
    </message>
    <message>
        <source>Healing spell: {dice} + {bonus}</source>
        <translation>Léčivé kouzlo: {dice} + {bonus}</translation>
    </message>
    <message>
        <source>Healing: {amount}</source>
        <translation>Léčení: {amount}</translation>
    </message>
    <message>
        <source>Fortitude save DC {dc}: {total}</source>
        <translation>Záchranný hod na Výdrž TO {dc}: {total}</translation>
    </message>
    <message>
        <source>Heal check: {total}</source>
        <translation>Ověření Léčení: {total}</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>Nic se nemění.</translation>
    </message>
    <message>
        <source>Fortitude save</source>
        <translation>Záchranný hod na Výdrž</translation>
    </message>
    <message>
        <source>{name}: Fortitude save DC {dc}, {what}</source>
        <translation>{name}: záchranný hod na Výdrž TO {dc}, {what}</translation>
    </message>
    <message>
        <source>&amp;Fortitude bonus:</source>
        <translation>Bonus k &amp;Výdrži:</translation>
    </message>
    <message>
        <source>Heal check</source>
        <translation>Ověření Léčení</translation>
    </message>
    <message>
        <source>Someone tends {name}: a Heal check against DC {dc} stabilises a dying creature.</source>
        <translation>Někdo ošetřuje: {name}. Ověření Léčení proti TO {dc} stabilizuje umírajícího tvora.</translation>
    </message>
    <message>
        <source>&amp;Heal bonus:</source>
        <translation>Bonus k &amp;Léčení:</translation>
    </message>
</context>
<context>
    <name>DakaraCatalogue</name>
    <message>
        <source>campaign</source>
        <translation>kampaň</translation>
    </message>
    <message>
        <source>example</source>
        <translation>příklad</translation>
    </message>
    <message>
        <source>rules text</source>
        <translation>text pravidel</translation>
    </message>
    <message>
        <source>Added for this campaign: you can remove it</source>
        <translation>Přidáno pro tuto kampaň: lze odebrat</translation>
    </message>
    <message>
        <source>Kronikář&apos;s example, not the book&apos;s: the rules text&apos;s list did not survive</source>
        <translation>Příklad Kronikáře, ne z knihy: seznam z textu pravidel se nedochoval</translation>
    </message>
    <message>
        <source>From the rules text: read-only</source>
        <translation>Z textu pravidel: jen pro čtení</translation>
    </message>
    <message>
        <source>grouped</source>
        <translation>sdružená</translation>
    </message>
    <message>
        <source>standalone</source>
        <translation>samostatná</translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
    <message>
        <source>free at {rating}</source>
        <translation>zdarma s hodnocením {rating}</translation>
    </message>
    <message>
        <source>specialisation</source>
        <translation>specializace</translation>
    </message>
</context>
<context>
    <name>DakaraPrintout</name>
    <message>
        <source>Skills</source>
        <translation>Dovednosti</translation>
    </message>
    <message>
        <source>Property, status and contacts</source>
        <translation>Majetek, Postavení a Známosti</translation>
    </message>
    <message>
        <source>Areas of influence:</source>
        <translation>Oblasti působení:</translation>
    </message>
    <message>
        <source>Spells and abilities</source>
        <translation>Kouzla a schopnosti</translation>
    </message>
    <message>
        <source>Gear and money</source>
        <translation>Výbava a peníze</translation>
    </message>
    <message>
        <source>Cash:</source>
        <translation>Hotovost:</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakty</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Sítě</translation>
    </message>
    <message>
        <source>{spent} of {budget} XP spent</source>
        <translation>utraceno {spent} z {budget} zk</translation>
    </message>
    <message>
        <source>kondice {now}/{max} · Výdrž {vydrz} · Vůle {vule}</source>
        <translation>kondice {now}/{max} · Výdrž {vydrz} · Vůle {vule}</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titul</translation>
    </message>
    <message>
        <source>influence {influence}, area {area}</source>
        <translation>vliv {influence}, oblast {area}</translation>
    </message>
    <message>
        <source>Who:</source>
        <translation>Kdo:</translation>
    </message>
    <message>
        <source>How met, why they help:</source>
        <translation>Jak se poznali a proč pomáhá:</translation>
    </message>
    <message>
        <source>Where to reach them:</source>
        <translation>Kde ho zastihnout:</translation>
    </message>
    <message>
        <source>Looks and manner:</source>
        <translation>Vzhled a vystupování:</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Oblast</translation>
    </message>
    <message>
        <source>Liaison</source>
        <translation>Spojka</translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation>Mrtvá schránka</translation>
    </message>
    <message>
        <source>Cipher</source>
        <translation>Šifra</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
</context>
<context>
    <name>DakaraSettingsDialog</name>
    <message>
        <source>Campaign rules settings — Dakara</source>
        <translation>Nastavení pravidel kampaně — Dakara</translation>
    </message>
    <message>
        <source>Creation &amp;levels</source>
        <translation>Úrovně &amp;tvorby</translation>
    </message>
    <message>
        <source>&amp;Training table</source>
        <translation>Tabulka t&amp;réninku</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Měna</translation>
    </message>
    <message>
        <source>Catal&amp;ogue</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <source>Tabulka tvorby postavy: XP budget and limits</source>
        <translation>Tabulka tvorby postavy: rozpočet zk a limity</translation>
    </message>
    <message>
        <source>Tabulka limitů tréninku: limits after creation</source>
        <translation>Tabulka limitů tréninku: limity po tvorbě postavy</translation>
    </message>
    <message>
        <source>zl, st and md</source>
        <translation>zl, st a md</translation>
    </message>
    <message>
        <source>Skills, spells, weapons, armour and shields, with the campaign&apos;s own</source>
        <translation>Dovednosti, kouzla, zbraně, zbroje a štíty včetně vlastních položek kampaně</translation>
    </message>
    <message>
        <source>Campaign rules settings</source>
        <translation>Nastavení pravidel kampaně</translation>
    </message>
    <message>
        <source>The rules settings cannot be read</source>
        <translation>Nastavení pravidel nelze načíst</translation>
    </message>
</context>
<context>
    <name>DakaraSheetEditor</name>
    <message>
        <source>&amp;Skills</source>
        <translation>&amp;Dovednosti</translation>
    </message>
    <message>
        <source>Property, status, &amp;contacts</source>
        <translation>Majetek, Postavení, &amp;Známosti</translation>
    </message>
    <message>
        <source>&amp;Material resources</source>
        <translation>&amp;Materiální zdroje</translation>
    </message>
    <message>
        <source>S&amp;pells</source>
        <translation>&amp;Kouzla</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Trénink</translation>
    </message>
    <message>
        <source>Creation level: {level}</source>
        <translation>Úroveň tvorby: {level}</translation>
    </message>
    <message>
        <source>Goals and story hooks: {n}</source>
        <translation>Cíle a příběhové náměty: {n}</translation>
    </message>
    <message>
        <source>Waive a rule</source>
        <translation>Udělit výjimku z pravidla</translation>
    </message>
    <message>
        <source>Withdraw a waiver</source>
        <translation>Odvolat výjimku</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <source>Damage to {name}</source>
        <translation>Zranění: {name}</translation>
    </message>
    <message>
        <source>The attack&apos;s damage as rolled. No multiplier: criticals deal normal damage.</source>
        <translation>Zranění útoku, jak padlo. Bez násobitele: kritické zásahy způsobují běžné zranění.</translation>
    </message>
    <message>
        <source>&amp;Normal hit</source>
        <translation>&amp;Běžný zásah</translation>
    </message>
    <message>
        <source>Damage reduces stamina; once stamina is 0 it reduces wound points (No stamina).</source>
        <translation>Zranění snižuje staminu; jakmile je stamina 0, snižuje body zdraví (Žádná stamina).</translation>
    </message>
    <message>
        <source>&amp;Critical hit</source>
        <translation>&amp;Kritický zásah</translation>
    </message>
    <message>
        <source>A critical hit deals normal damage, but straight to wound points instead of stamina (Critical hits).</source>
        <translation>Kritický zásah způsobí běžné zranění, ale rovnou do bodů zdraví místo staminy (Kritické zásahy).</translation>
    </message>
    <message>
        <source>Coup de &amp;grace</source>
        <translation>&amp;Coup de grace</translation>
    </message>
    <message>
        <source>An automatic critical hit; a survivor must make a Fortitude save (DC 10 + damage) or die (Coup de grace).</source>
        <translation>Automatický kritický zásah; kdo přežije, musí uspět v záchranném hodu na Výdrž (TO 10 + zranění), jinak zemře (Coup de grace).</translation>
    </message>
    <message>
        <source>&amp;Bypasses regeneration (e.g. fire or acid)</source>
        <translation>&amp;Obchází regeneraci (např. oheň nebo kyselina)</translation>
    </message>
    <message>
        <source>Such attacks deal wound damage unless a Fortitude save (DC 10 + damage) turns it into stamina damage (Regeneration).</source>
        <translation>Takové útoky zraňují body zdraví, pokud je záchranný hod na Výdrž (TO 10 + zranění) nepřevede na zranění staminy (Regenerace).</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Zranění:</translation>
    </message>
    <message>
        <source>Hit:</source>
        <translation>Zásah:</translation>
    </message>
    <message>
        <source>Apply damage</source>
        <translation>Zranit</translation>
    </message>
</context>
<context>
    <name>DecayDialog</name>
    <message>
        <source>Start book: {name}</source>
        <translation>Začátek knihy: {name}</translation>
    </message>
    <message>
        <source>Feelings raised by emotional requests may drop by 1 at the book&apos;s start if the player wishes (Člověk, City). Tick those that drop:</source>
        <translation>City zvýšené citovými žádostmi mohou na začátku knihy klesnout o 1, pokud si to hráč přeje (Člověk, City). Zaškrtněte ty, které klesnou:</translation>
    </message>
</context>
<context>
    <name>DisorderDialog</name>
    <message>
        <source>Disorder</source>
        <translation>Porucha</translation>
    </message>
    <message>
        <source>New disorder</source>
        <translation>Nová porucha</translation>
    </message>
    <message>
        <source>P&amp;ermanent (only a supernatural cure removes it)</source>
        <translation>&amp;Trvalá (odstraní ji jen nadpřirozené vyléčení)</translation>
    </message>
    <message>
        <source>Applies all the time, e.g. restlessness</source>
        <translation>Působí neustále, např. neklid</translation>
    </message>
    <message>
        <source>What sets it off for a scene</source>
        <translation>Co ji na jednu scénu spustí</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>Lasting &amp;effect:</source>
        <translation>Trvající &amp;vliv:</translation>
    </message>
    <message>
        <source>&amp;Trigger:</source>
        <translation>&amp;Spoušť:</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
</context>
<context>
    <name>ErrorHook</name>
    <message>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <source>Kronikář ran into an error: {error}

Everything you changed before it is saved in the campaign. The details are in the log:
{log}</source>
        <translation>Kronikář narazil na chybu: {error}

Vše, co jste změnili předtím, je v kampani uloženo. Podrobnosti jsou v protokolu:
{log}</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>nothing changed</source>
        <translation>nic se nezměnilo</translation>
    </message>
</context>
<context>
    <name>FeelingsModel</name>
    <message>
        <source>Toward</source>
        <translation>Vůči</translation>
    </message>
    <message>
        <source>{target} is a character of this campaign</source>
        <translation>{target} je postava této kampaně</translation>
    </message>
    <message>
        <source>{feeling} toward {target}: {value} now (lasting {lasting}, temporary +{temporary} from social scar hits); request raises used {raises} of {most}.</source>
        <translation>{feeling} → {target}: nyní {value} (trvale {lasting}, dočasně +{temporary} ze zásahů do sociálních jizev); zvýšení citovou žádostí využito {raises} z {most}.</translation>
    </message>
</context>
<context>
    <name>FeelingsTab</name>
    <message>
        <source>Feelings t&amp;oward:</source>
        <translation>City &amp;vůči:</translation>
    </message>
    <message>
        <source>a character or any being</source>
        <translation>postava nebo jakákoli bytost</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Přidat</translation>
    </message>
    <message>
        <source>Request &amp;raise</source>
        <translation>&amp;Citová žádost</translation>
    </message>
    <message>
        <source>A fulfilled emotional request raises the feeling by 1, at most three times in all; friendship and enmity oppose, so the other drops first (Člověk, City).</source>
        <translation>Splněná citová žádost zvýší cit o 1, celkem nejvýše třikrát; Přátelství a Nepřátelství stojí proti sobě, takže nejdřív klesne to druhé (Člověk, City).</translation>
    </message>
    <message>
        <source>Social &amp;hit (+2)</source>
        <translation>&amp;Sociální zásah (+2)</translation>
    </message>
    <message>
        <source>A social scar hit raises the feeling by 2 until the scene ends, then by 1 until the chapter ends (Člověk, City).</source>
        <translation>Zásah do sociální jizvy zvýší cit o 2 do konce scény, pak o 1 do konce kapitoly (Člověk, City).</translation>
    </message>
    <message>
        <source>Forget &amp;target</source>
        <translation>&amp;Zapomenout cíl</translation>
    </message>
    <message>
        <source>Double-click a value to set the lasting feeling (0–5). Dots show the request raises used (●) of three; (+n) is a temporary raise from social scar hits.</source>
        <translation>Dvojklikem na hodnotu nastavíte trvalý cit (0–5). Tečky ukazují využitá zvýšení citovou žádostí (●) ze tří; (+n) je dočasné zvýšení ze zásahů do sociálních jizev.</translation>
    </message>
</context>
<context>
    <name>GearPage</name>
    <message>
        <source> XP</source>
        <translation> zk</translation>
    </message>
    <message>
        <source>&amp;Material resources:</source>
        <translation>Mat&amp;eriální zdroje:</translation>
    </message>
    <message>
        <source>Cash left:</source>
        <translation>Zbývá hotovosti:</translation>
    </message>
    <message>
        <source>Material resources</source>
        <translation>Materiální zdroje</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Předmět</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Množství</translation>
    </message>
    <message>
        <source>Price each</source>
        <translation>Cena za kus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>K&amp;oupit</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Gear from the price list</source>
        <translation>Vybavení z ceníku</translation>
    </message>
    <message>
        <source>Majetek {rating} pays for living and civilian kit up to the standard „{standard}“: those cost nothing, a higher standard only the difference.</source>
        <translation>Majetek {rating} platí živobytí a civilní výbavu až do úrovně „{standard}“: ty nestojí nic, vyšší úroveň jen rozdíl.</translation>
    </message>
    <message>
        <source>Without Majetek, living and civilian kit are paid in full.</source>
        <translation>Bez Majetku se živobytí i civilní výbava platí v plné výši.</translation>
    </message>
    <message>
        <source>= {money} to spend (5 zl per XP); gear costs {gear}</source>
        <translation>= {money} k utracení (5 zl za 1 zk); vybavení stojí {gear}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Material resources: {xp} XP</source>
        <translation>Materiální zdroje: {xp} zk</translation>
    </message>
    <message>
        <source>Buy {item}</source>
        <translation>Koupit {item}</translation>
    </message>
    <message>
        <source>Change quantity</source>
        <translation>Změnit množství</translation>
    </message>
    <message>
        <source>Remove gear</source>
        <translation>Odebrat vybavení</translation>
    </message>
</context>
<context>
    <name>HealingDialog</name>
    <message>
        <source>Healing of {name}</source>
        <translation>Léčení: {name}</translation>
    </message>
    <message>
        <source>Hours of &amp;rest: stamina</source>
        <translation>Hodiny &amp;odpočinku: stamina</translation>
    </message>
    <message>
        <source>A &amp;night&apos;s rest: wound points</source>
        <translation>&amp;Noční odpočinek: body zdraví</translation>
    </message>
    <message>
        <source>A day of &amp;bed rest (24 h): double wound points</source>
        <translation>Den na &amp;lůžku (24 h): dvojnásobek bodů zdraví</translation>
    </message>
    <message>
        <source>Healing &amp;spell: dice and a fixed bonus</source>
        <translation>Léčivé &amp;kouzlo: kostky a pevný bonus</translation>
    </message>
    <message>
        <source>&amp;Fixed amount of healing</source>
        <translation>&amp;Pevné množství léčení</translation>
    </message>
    <message>
        <source>Stamina returns at 1 point per hour per character level (Natural healing).</source>
        <translation>Stamina se vrací tempem 1 bod za hodinu za každou úroveň postavy (Přirozené léčení).</translation>
    </message>
    <message>
        <source>A night&apos;s rest heals 1 wound point per level (at least 1); any significant interruption means no healing (Natural healing).</source>
        <translation>Noční odpočinek vyléčí 1 bod zdraví za úroveň (nejméně 1); jakékoli podstatné přerušení znamená žádné léčení (Přirozené léčení).</translation>
    </message>
    <message>
        <source>24 hours of bed rest heal twice a night&apos;s wound points (Natural healing).</source>
        <translation>24 hodin na lůžku vyléčí dvakrát tolik bodů zdraví co noc (Přirozené léčení).</translation>
    </message>
    <message>
        <source>The dice rolled restore stamina; fixed bonuses such as caster level heal wound points (Magical healing).</source>
        <translation>Hozené kostky obnoví staminu; pevné bonusy, např. úroveň sesilatele, léčí body zdraví (Magické léčení).</translation>
    </message>
    <message>
        <source>Effects restoring a fixed amount heal wound points first, then stamina (Magical healing).</source>
        <translation>Účinky obnovující pevné množství léčí nejdřív body zdraví, pak staminu (Magické léčení).</translation>
    </message>
    <message>
        <source>Kind of healing</source>
        <translation>Druh léčení</translation>
    </message>
    <message>
        <source>Long-&amp;term care (double rate)</source>
        <translation>&amp;Dlouhodobá péče (dvojnásobné tempo)</translation>
    </message>
    <message>
        <source>A character under long-term care recovers stamina and wound points twice as fast.</source>
        <translation>Postava v dlouhodobé péči obnovuje staminu a body zdraví dvakrát rychleji.</translation>
    </message>
    <message>
        <source>Rest was &amp;interrupted (no healing)</source>
        <translation>Odpočinek byl pře&amp;rušen (bez léčení)</translation>
    </message>
    <message>
        <source>&amp;Hours:</source>
        <translation>&amp;Hodiny:</translation>
    </message>
    <message>
        <source>&amp;Dice rolled (stamina):</source>
        <translation>&amp;Výsledek kostek (stamina):</translation>
    </message>
    <message>
        <source>Fi&amp;xed bonus (wound points):</source>
        <translation>Pevný &amp;bonus (body zdraví):</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Množství:</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Léčit</translation>
    </message>
</context>
<context>
    <name>LevelsTab</name>
    <message>
        <source>Tabulka tvorby postavy: the XP a new character spends and the highest ratings allowed at creation. The rules text lost most of its numbers; values marked (default) are Kronikář&apos;s, not the book&apos;s. Set your table&apos;s and the mark goes away.</source>
        <translation>Tabulka tvorby postavy: kolik zk utratí nová postava a nejvyšší hodnocení povolená při tvorbě. Text pravidel většinu čísel ztratil; hodnoty označené (výchozí) jsou Kronikářovy, ne z knihy. Zadejte hodnoty svého stolu a označení zmizí.</translation>
    </message>
    <message>
        <source>Creation levels</source>
        <translation>Úrovně tvorby</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <source>XP budget</source>
        <translation>Rozpočet zk</translation>
    </message>
    <message>
        <source>Two highest stats ≤</source>
        <translation>Dvě nejvyšší statistiky ≤</translation>
    </message>
    <message>
        <source>All other stats ≤</source>
        <translation>Ostatní statistiky ≤</translation>
    </message>
    <message>
        <source>Experience points (zk) a character of this level spends at creation.</source>
        <translation>Body zkušeností (zk), které postava této úrovně utratí při tvorbě.</translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: the two highest-rated stats may be at most this.</source>
        <translation>Limit hodnocení statistik: dvě nejvýše hodnocené statistiky smějí mít nejvýše tolik.</translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: every other stat may be at most this.</source>
        <translation>Limit hodnocení statistik: každá další statistika smí mít nejvýše tolik.</translation>
    </message>
    <message>
        <source> XP</source>
        <translation> zk</translation>
    </message>
    <message>
        <source>New characters</source>
        <translation>Nové postavy</translation>
    </message>
    <message>
        <source>The rules text: “Pokud se nedohodnete jinak, tvoř profesionála.”</source>
        <translation>Text pravidel: „Pokud se nedohodnete jinak, tvoř profesionála.“</translation>
    </message>
    <message>
        <source>&amp;Start at level:</source>
        <translation>&amp;Začínat na úrovni:</translation>
    </message>
    <message>
        <source>(the rules text: profesionál)</source>
        <translation>(text pravidel: profesionál)</translation>
    </message>
    <message>
        <source>How the numbers are used</source>
        <translation>Jak se čísla používají</translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: no stat (a skill, a specialisation, Majetek, Postavení or Známosti) may be rated above the two-highest limit, and at most two stats may be rated above the limit of all others.</source>
        <translation>Limit hodnocení statistik: žádná statistika (dovednost, specializace, Majetek, Postavení ani Známosti) nesmí mít hodnocení nad limitem dvou nejvyšších a nejvýše dvě statistiky smějí překročit limit ostatních.</translation>
    </message>
    <message>
        <source>The budget is the XP a character of the level spends; approved goals and story hooks add at most 3 XP. The rules text&apos;s example (a profesionál with Majetek 3) gives the profesionál&apos;s limits, 3 and 2; its other numbers are lost.</source>
        <translation>Rozpočet jsou zk, které postava dané úrovně utratí; schválené cíle a příběhové náměty přidají nejvýše 3 zk. Příklad z textu pravidel (profesionál s Majetkem 3) dává limity profesionála, 3 a 2; ostatní čísla se ztratila.</translation>
    </message>
    <message>
        <source>Every level&apos;s numbers and the starting level back to Kronikář&apos;s defaults</source>
        <translation>Čísla všech úrovní a počáteční úroveň zpět na výchozí hodnoty Kronikáře</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Nová kampaň…</translation>
    </message>
    <message>
        <source>&amp;Open campaign…</source>
        <translation>&amp;Otevřít kampaň…</translation>
    </message>
    <message>
        <source>Open a &amp;demo campaign</source>
        <translation>Otevřít u&amp;kázkovou kampaň</translation>
    </message>
    <message>
        <source>Save a &amp;copy as…</source>
        <translation>Uložit ko&amp;pii jako…</translation>
    </message>
    <message>
        <source>&amp;Close campaign</source>
        <translation>&amp;Zavřít kampaň</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zn&amp;ovu</translation>
    </message>
    <message>
        <source>Campaign &amp;properties…</source>
        <translation>&amp;Vlastnosti kampaně…</translation>
    </message>
    <message>
        <source>&amp;Rules settings…</source>
        <translation>Nastavení &amp;pravidel…</translation>
    </message>
    <message>
        <source>Start a new &amp;scene</source>
        <translation>Začít novou &amp;scénu</translation>
    </message>
    <message>
        <source>Start a new c&amp;hapter</source>
        <translation>Začít novou &amp;kapitolu</translation>
    </message>
    <message>
        <source>Start a new &amp;book</source>
        <translation>Začít novou k&amp;nihu</translation>
    </message>
    <message>
        <source>Člověk: every stun wound heals, social devastating wounds lighten</source>
        <translation>Člověk: vyléčí se všechna omračující zranění, sociální zničující zranění se zmírní</translation>
    </message>
    <message>
        <source>Člověk: a scene start, then lethal wounds and one devastating wound per type heal</source>
        <translation>Člověk: začátek scény, pak se vyléčí smrtící zranění a jedno zničující zranění každého typu</translation>
    </message>
    <message>
        <source>Člověk: every wound heals</source>
        <translation>Člověk: vyléčí se všechna zranění</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>&amp;About Kronikář</source>
        <translation>O &amp;aplikaci Kronikář</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampaň</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>&lt;opened campaign&gt;</source>
        <translation>&lt;otevřená kampaň&gt;</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Seznam postav</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Postava</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Boj</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Účetní kniha</translation>
    </message>
    <message>
        <source>No fight running</source>
        <translation>Neprobíhá žádný boj</translation>
    </message>
    <message>
        <source>The combat tracker will run fights here: initiative, wounds and penalties, and a player view for a second screen. It arrives in a coming version.</source>
        <translation>Zde se budou vést boje: iniciativa, zranění a postihy i pohled pro hráče na druhou obrazovku. Přijde v některé z příštích verzí.</translation>
    </message>
    <message>
        <source>The ledger is empty</source>
        <translation>Účetní kniha je prázdná</translation>
    </message>
    <message>
        <source>The ledger will keep the party&apos;s money, property and experience earned in play. It arrives in a coming version.</source>
        <translation>Účetní kniha povede peníze, majetek a zkušenosti, které družina získá ve hře. Přijde v některé z příštích verzí.</translation>
    </message>
    <message>
        <source>Every change is saved at once</source>
        <translation>Každá změna se hned ukládá</translation>
    </message>
    <message>
        <source>{name} · {system} · {path}</source>
        <translation>{name} · {system} · {path}</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Není otevřena žádná kampaň</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>Žádné nedávné kampaně</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vymazat seznam</translation>
    </message>
    <message>
        <source>Kronikář campaigns (*{suffix});;All files (*)</source>
        <translation>Kampaně Kronikáře (*{suffix});;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open campaign</source>
        <translation>Otevřít kampaň</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>kopie</translation>
    </message>
    <message>
        <source>Save a copy of the campaign</source>
        <translation>Uložit kopii kampaně</translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation>Kopie nebyla uložena</translation>
    </message>
    <message>
        <source>Kronikář could not write {path}: {error}</source>
        <translation>Kronikář nemohl zapsat {path}: {error}</translation>
    </message>
    <message>
        <source>A copy was saved as {path}</source>
        <translation>Kopie byla uložena jako {path}</translation>
    </message>
    <message>
        <source>Edit campaign properties</source>
        <translation>Upravit vlastnosti kampaně</translation>
    </message>
    <message numerus="yes">
        <source>{what}: done for %n character(s). Ctrl+Z takes it back.</source>
        <translation>
            <numerusform>{what}: provedeno pro %n postavu. Ctrl+Z to vrátí.</numerusform>
            <numerusform>{what}: provedeno pro %n postavy. Ctrl+Z to vrátí.</numerusform>
            <numerusform>{what}: provedeno pro %n postav. Ctrl+Z to vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Kronikář</source>
        <translation>O aplikaci Kronikář</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kronikář {version}&lt;/h3&gt;&lt;p&gt;A campaign manager for game masters of Czech tabletop role-playing games: Dakara, Člověk + Střety and the d20 stamina variant.&lt;/p&gt;&lt;p&gt;Every change is saved at once; the last five copies of each campaign are kept in the backups folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kronikář {version}&lt;/h3&gt;&lt;p&gt;Správce kampaní pro Vypravěče českých stolních her na hrdiny: Dakara, Člověk + Střety a d20 ve variantě se staminou.&lt;/p&gt;&lt;p&gt;Každá změna se hned ukládá; posledních pět kopií každé kampaně se uchovává ve složce záloh.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MarkedSpin</name>
    <message>
        <source>(default)</source>
        <translation>(výchozí)</translation>
    </message>
    <message>
        <source>Kronikář&apos;s default: the rules text lost this number. Set your table&apos;s value and the mark goes away.</source>
        <translation>Výchozí hodnota Kronikáře: text pravidel toto číslo ztratil. Zadejte hodnotu svého stolu a označení zmizí.</translation>
    </message>
</context>
<context>
    <name>MindTab</name>
    <message>
        <source>Psychological disorders</source>
        <translation>Psychické poruchy</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Lasting effect</source>
        <translation>Trvající vliv</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Spoušť</translation>
    </message>
    <message>
        <source>This scene</source>
        <translation>V této scéně</translation>
    </message>
    <message>
        <source>&amp;New disorder…</source>
        <translation>&amp;Nová porucha…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Upravit…</translation>
    </message>
    <message>
        <source>&amp;Trigger</source>
        <translation>&amp;Spustit</translation>
    </message>
    <message>
        <source>A triggered disorder acts for one scene: its own trigger or a sanity wound sets it off (Člověk, Psychické poruchy).</source>
        <translation>Spuštěná porucha působí jednu scénu: spustí ji její vlastní spoušť nebo zranění příčetnosti (Člověk, Psychické poruchy).</translation>
    </message>
    <message>
        <source>&amp;Cure…</source>
        <translation>&amp;Vyléčit…</translation>
    </message>
    <message>
        <source>Care removes a temporary disorder; a permanent one only a supernatural intervention (Člověk, Psychické poruchy).</source>
        <translation>Dočasnou poruchu odstraní péče, trvalou jen nadpřirozený zásah (Člověk, Psychické poruchy).</translation>
    </message>
    <message>
        <source>Disorders come mostly from wounds to sanity. A lasting effect applies all the time; a trigger sets the disorder off for a scene.</source>
        <translation>Poruchy vznikají hlavně ze zranění příčetnosti. Trvající vliv působí neustále; spoušť poruchu spustí na jednu scénu.</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>Duše</translation>
    </message>
    <message>
        <source>Soul &amp;grade:</source>
        <translation>Stupeň &amp;duše:</translation>
    </message>
    <message>
        <source>Commit a &amp;sin…</source>
        <translation>Spáchat &amp;hřích…</translation>
    </message>
    <message>
        <source>Against a &amp;restriction…</source>
        <translation>Proti &amp;omezení…</translation>
    </message>
    <message>
        <source>The character acts against the soul&apos;s restriction: one mental wound</source>
        <translation>Postava jedná proti omezení své duše: jedno mentální zranění</translation>
    </message>
    <message>
        <source>Sin hierarchy (one sin per grade):</source>
        <translation>Hierarchie hříchů (jeden hřích na stupeň):</translation>
    </message>
    <message>
        <source>A sin at or below the soul&apos;s grade costs a mental wound of soul grade − sin grade + 1: lethal to hold the soul, stun to let it fall a grade. Sins above the grade are free; the soul also restricts what the character can bring itself to do (Člověk, Duše).</source>
        <translation>Hřích na stupni duše nebo pod ním stojí mentální zranění o velikosti stupeň duše − stupeň hříchu + 1: smrtící, aby duše vydržela, omračující, když klesne o stupeň. Hříchy nad stupněm jsou zdarma; duše také omezuje, k čemu se postava dokáže odhodlat (Člověk, Duše).</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>trvalá</translation>
    </message>
    <message>
        <source>temporary</source>
        <translation>dočasná</translation>
    </message>
    <message>
        <source>triggered</source>
        <translation>spuštěná</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} b.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
    <message>
        <source>Committing it costs {points} mental wound points.</source>
        <translation>Spáchání stojí mentální zranění: {points} b.</translation>
    </message>
    <message>
        <source>Above the soul&apos;s grade: no wound.</source>
        <translation>Nad stupněm duše: bez zranění.</translation>
    </message>
    <message>
        <source>the sin of this grade</source>
        <translation>hřích tohoto stupně</translation>
    </message>
</context>
<context>
    <name>MonsterPanel</name>
    <message>
        <source>The hit points it would normally have: they become its stamina.</source>
        <translation>Životy, které by tvor normálně měl: stávají se jeho staminou.</translation>
    </message>
    <message>
        <source>Bonus hit points (from its type or a lasting effect) become bonus wound points.</source>
        <translation>Bonusové životy (z typu tvora nebo trvalého účinku) se stávají bonusovými body zdraví.</translation>
    </message>
    <message>
        <source>Its Hit Dice: its level for natural healing.</source>
        <translation>Jeho kostky životů: jeho úroveň pro přirozené léčení.</translation>
    </message>
    <message>
        <source>Wound points = Con × the size factor (NPCs and monsters).</source>
        <translation>Body zdraví = Odolnost × koeficient velikosti (CP a nestvůry).</translation>
    </message>
    <message>
        <source>No Con &amp;score (undead, constructs…)</source>
        <translation>Bez Odolno&amp;sti (nemrtví, konstrukty…)</translation>
    </message>
    <message>
        <source>A creature without Con has no stamina; its hit points become wound points, and it is never fatigued or stunned (Creatures without Con).</source>
        <translation>Tvor bez Odolnosti nemá staminu; jeho životy se stávají body zdraví a nikdy není unavený ani ochromený (Tvorové bez Odolnosti).</translation>
    </message>
    <message>
        <source>Small, Medium and Large: wound points = Con; smaller or larger creatures multiply it.</source>
        <translation>Malá, Střední a Velká: body zdraví = Odolnost; menší či větší tvorové ji násobí.</translation>
    </message>
    <message>
        <source>Stamina regained each round. All damage goes to stamina, even criticals; at 0 stamina it is fatigued (Regeneration).</source>
        <translation>Stamina obnovená každé kolo. Veškeré zranění jde do staminy, i kritické; při 0 staminy je tvor unavený (Regenerace).</translation>
    </message>
    <message>
        <source>Stamina regained each round (wound points for a creature without Con; nothing for one with Con but no stamina) (Fast healing).</source>
        <translation>Stamina obnovená každé kolo (u tvora bez Odolnosti body zdraví; u tvora s Odolností, ale bez staminy nic) (Rychlé léčení).</translation>
    </message>
    <message>
        <source>No st&amp;amina (a harmless creature)</source>
        <translation>Bez sta&amp;miny (neškodný tvor)</translation>
    </message>
    <message>
        <source>The GM may give no stamina to creatures that pose little or no threat.</source>
        <translation>Vypravěč nemusí dát staminu tvorům, kteří představují malou nebo žádnou hrozbu.</translation>
    </message>
    <message>
        <source>e.g. 1/2 or 5</source>
        <translation>např. 1/2 nebo 5</translation>
    </message>
    <message>
        <source>The challenge rating as the book prints it.</source>
        <translation>Nebezpečnost (NB), jak ji uvádí kniha.</translation>
    </message>
    <message>
        <source>Dexterity modifier, for initiative.</source>
        <translation>Oprava za Obratnost, pro iniciativu.</translation>
    </message>
    <message>
        <source>Other initiative bonuses (Improved Initiative…).</source>
        <translation>Další bonusy k iniciativě (Zlepšená iniciativa…).</translation>
    </message>
    <message>
        <source>Hit D&amp;ice:</source>
        <translation>K&amp;ostky životů:</translation>
    </message>
    <message>
        <source>R&amp;egeneration:</source>
        <translation>Re&amp;generace:</translation>
    </message>
    <message>
        <source>De&amp;x modifier:</source>
        <translation>Oprava za Ob&amp;ratnost:</translation>
    </message>
    <message>
        <source>Initiati&amp;ve bonus:</source>
        <translation>Bonus k &amp;iniciativě:</translation>
    </message>
    <message>
        <source>&amp;Bonus hit points:</source>
        <translation>&amp;Bonusové životy:</translation>
    </message>
    <message>
        <source>&amp;Hit points:</source>
        <translation>Ži&amp;voty:</translation>
    </message>
    <message>
        <source>&amp;Constitution:</source>
        <translation>O&amp;dolnost:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>V&amp;elikost:</translation>
    </message>
    <message>
        <source>&amp;Fast healing:</source>
        <translation>R&amp;ychlé léčení:</translation>
    </message>
    <message>
        <source>Challen&amp;ge rating:</source>
        <translation>Nebez&amp;pečnost:</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Nestvůra</translation>
    </message>
    <message>
        <source>Healing per round</source>
        <translation>Léčení za kolo</translation>
    </message>
    <message>
        <source>Challenge and initiative</source>
        <translation>Nebezpečnost a iniciativa</translation>
    </message>
    <message>
        <source>modifier {modifier}</source>
        <translation>oprava {modifier}</translation>
    </message>
    <message>
        <source>variant CR &lt;b&gt;{cr}&lt;/b&gt;</source>
        <translation>NB ve variantě &lt;b&gt;{cr}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nová kampaň</translation>
    </message>
    <message>
        <source>e.g. Stíny nad Prahou</source>
        <translation>např. Stíny nad Prahou</translation>
    </message>
    <message>
        <source>Change folder…</source>
        <translation>Změnit složku…</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>&amp;Název kampaně:</translation>
    </message>
    <message>
        <source>&amp;Rule system:</source>
        <translation>&amp;Systém pravidel:</translation>
    </message>
    <message>
        <source>Saved as:</source>
        <translation>Uloží se jako:</translation>
    </message>
    <message>
        <source>Create campaign</source>
        <translation>Vytvořit kampaň</translation>
    </message>
    <message>
        <source>Point-buy characters with experience, skills and specialisations, contacts and networks, 1d6 tests, kondice wounds.</source>
        <translation>Postavy stavěné za body zkušeností, dovednosti a specializace, Známosti a Sítě, testy na 1k6, zranění v kondici.</translation>
    </message>
    <message>
        <source>Six attributes, dice banks, scars with three wound severities, feelings and soul; conflicts with d10 initiative.</source>
        <translation>Šest atributů, banky kostek, jizvy se třemi závažnostmi zranění, city a duše; střety s iniciativou na k10.</translation>
    </message>
    <message>
        <source>Stamina and wound points for a D&amp;D 3.5 game: criticals to wounds, fatigue, stun saves, dying and stabilising.</source>
        <translation>Stamina a body zdraví pro hru D&amp;D 3.5: kritické zásahy do bodů zdraví, únava, záchranné hody proti ochromení, umírání a stabilizace.</translation>
    </message>
    <message>
        <source>Folder for the campaign</source>
        <translation>Složka pro kampaň</translation>
    </message>
</context>
<context>
    <name>NotesEditor</name>
    <message>
        <source>Who they are, what they want, what the party knows about them…</source>
        <translation>Kdo to je, co chce, co o něm družina ví…</translation>
    </message>
    <message>
        <source>Bold (Ctrl+B)</source>
        <translation>Tučné (Ctrl+B)</translation>
    </message>
    <message>
        <source>Italic (Ctrl+I)</source>
        <translation>Kurzíva (Ctrl+I)</translation>
    </message>
    <message>
        <source>Bulleted list (Ctrl+Shift+L)</source>
        <translation>Odrážkový seznam (Ctrl+Shift+L)</translation>
    </message>
</context>
<context>
    <name>PortraitLabel</name>
    <message>
        <source>Click to choose a portrait; right-click to remove it</source>
        <translation>Kliknutím vyberete portrét, pravým tlačítkem jej odeberete</translation>
    </message>
    <message>
        <source>No portrait
(click to add)</source>
        <translation>Bez portrétu
(přidáte kliknutím)</translation>
    </message>
    <message>
        <source>Choose a portrait</source>
        <translation>Vybrat portrét</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Obrázky (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <source>Choose a portrait…</source>
        <translation>Vybrat portrét…</translation>
    </message>
    <message>
        <source>Remove the portrait</source>
        <translation>Odebrat portrét</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Kronikář starts.</source>
        <translation>Nový jazyk se projeví při příštím spuštění Kronikáře.</translation>
    </message>
    <message>
        <source>Data and logs: {data}
Backups: {backups}</source>
        <translation>Data a protokoly: {data}
Zálohy: {backups}</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
</context>
<context>
    <name>PriceField</name>
    <message>
        <source>not for sale</source>
        <translation>neprodejné</translation>
    </message>
    <message>
        <source>zl = zlatý, st = stříbrný, md = měďák</source>
        <translation>zl = zlatý, st = stříbrný, md = měďák</translation>
    </message>
    <message>
        <source>The price at character creation; leave it at 0 for an item not for sale.</source>
        <translation>Cena při tvorbě postavy; u neprodejné položky ponechte 0.</translation>
    </message>
</context>
<context>
    <name>RestrictionDialog</name>
    <message>
        <source>Act against the soul&apos;s restriction</source>
        <translation>Jednat proti omezení duše</translation>
    </message>
    <message>
        <source>Acting against a restriction of the soul costs one mental wound; how severe depends on the restriction (Člověk, Duše).</source>
        <translation>Jednání proti omezení duše stojí jedno mentální zranění; jeho závažnost určuje omezení (Člověk, Duše).</translation>
    </message>
    <message>
        <source>&amp;Scar:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Závažnost:</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>&amp;Roll d20</source>
        <translation>&amp;Hodit k20</translation>
    </message>
    <message>
        <source>Roll d20 and add the bonus to get the total.</source>
        <translation>Hodí k20 a přičte bonus, čímž vyjde celkový výsledek.</translation>
    </message>
    <message>
        <source>&amp;Total:</source>
        <translation>&amp;Celkem:</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Vyhodnotit</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Později</translation>
    </message>
    <message>
        <source>d20 shows {die}; {die} {sign} {bonus} = {total}</source>
        <translation>Na k20 padlo {die}; {die} {sign} {bonus} = {total}</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Štítky</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Souhrn</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>Naposledy změněno</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>(no player yet)</source>
        <translation>(zatím bez hráče)</translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message>
        <source>Search names, players, tags and notes (Ctrl+F)</source>
        <translation>Hledat ve jménech, hráčích, štítcích a poznámkách (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;New character</source>
        <translation>&amp;Nová postava</translation>
    </message>
    <message>
        <source>D&amp;uplicate character</source>
        <translation>&amp;Duplikovat postavu</translation>
    </message>
    <message>
        <source>&amp;Delete character</source>
        <translation>&amp;Smazat postavu</translation>
    </message>
    <message>
        <source>&amp;Find character</source>
        <translation>Na&amp;jít postavu</translation>
    </message>
    <message>
        <source>Re&amp;name character</source>
        <translation>&amp;Přejmenovat postavu</translation>
    </message>
    <message>
        <source>&amp;Import character from JSON…</source>
        <translation>&amp;Importovat postavu z JSON…</translation>
    </message>
    <message>
        <source>No characters yet</source>
        <translation>Zatím žádné postavy</translation>
    </message>
    <message>
        <source>The roster lists every player character and NPC of the campaign. Add the party first, then the people they will meet.</source>
        <translation>Seznam postav obsahuje všechny hráčské postavy a NPC kampaně. Nejdřív přidejte družinu, pak lidi, které potká.</translation>
    </message>
    <message>
        <source>New character (Ctrl+N)</source>
        <translation>Nová postava (Ctrl+N)</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Všechny postavy</translation>
    </message>
    <message>
        <source>Player characters</source>
        <translation>Hráčské postavy</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Tag: {tag}</source>
        <translation>Štítek: {tag}</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n postava</numerusform>
            <numerusform>%n postavy</numerusform>
            <numerusform>%n postav</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total} shown</source>
        <translation>zobrazeno {shown} z {total}</translation>
    </message>
    <message>
        <source>Edit character</source>
        <translation>Upravit postavu</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nová postava</translation>
    </message>
    <message>
        <source>Duplicate characters</source>
        <translation>Duplikovat postavy</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (kopie)</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Duplikovat: {name}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Smazat: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n character(s)</source>
        <translation>
            <numerusform>Smazat %n postavu</numerusform>
            <numerusform>Smazat %n postavy</numerusform>
            <numerusform>Smazat %n postav</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}. Press Ctrl+Z to bring it back.</source>
        <translation>{what}. Stisknutím Ctrl+Z to vrátíte.</translation>
    </message>
    <message>
        <source>Import a character</source>
        <translation>Importovat postavu</translation>
    </message>
    <message>
        <source>Kronikář characters (*.json);;All files (*)</source>
        <translation>Postavy Kronikáře (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>The character was not imported</source>
        <translation>Postava nebyla importována</translation>
    </message>
    <message>
        <source>{file}: {problem}
Nothing was imported.</source>
        <translation>{file}: {problem}
Nic nebylo importováno.</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importovat: {name}</translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation>&amp;Obnovit výchozí</translation>
    </message>
</context>
<context>
    <name>ScarCard</name>
    <message>
        <source>&amp;Wound…</source>
        <translation>&amp;Zranit…</translation>
    </message>
    <message>
        <source>&amp;Burn…</source>
        <translation>&amp;Pálit…</translation>
    </message>
    <message>
        <source>Heal a &amp;stun wound (/)</source>
        <translation>Vyléčit &amp;omračující zranění (/)</translation>
    </message>
    <message>
        <source>Heal a &amp;lethal wound (X)</source>
        <translation>Vyléčit &amp;smrtící zranění (X)</translation>
    </message>
    <message>
        <source>Heal a &amp;devastating wound (Ж)</source>
        <translation>Vyléčit z&amp;ničující zranění (Ж)</translation>
    </message>
</context>
<context>
    <name>ScarChoiceDialog</name>
    <message>
        <source>Start chapter: {name}</source>
        <translation>Začátek kapitoly: {name}</translation>
    </message>
    <message>
        <source>{name} holds a devastating {kind} wound in several scars. At the chapter start one of them heals; the player picks which (Člověk, Zranění).</source>
        <translation>{name} má zničující zranění typu {kind} v několika jizvách. Na začátku kapitoly se jedno z nich vyléčí; hráč vybere které (Člověk, Zranění).</translation>
    </message>
</context>
<context>
    <name>ScarsPanel</name>
    <message>
        <source>Physical scars</source>
        <translation>Fyzické jizvy</translation>
    </message>
    <message>
        <source>Mental scars</source>
        <translation>Mentální jizvy</translation>
    </message>
    <message>
        <source>Social scars</source>
        <translation>Sociální jizvy</translation>
    </message>
    <message>
        <source>positive</source>
        <translation>kladné</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>záporné</translation>
    </message>
    <message>
        <source>Opposite scars: a wound aimed at one heals a wound of the same severity in the other instead of being written (Člověk, Jizvy).</source>
        <translation>Opačné jizvy: zranění mířené do jedné se nezapíše, ale vyléčí zranění stejné závažnosti v té druhé (Člověk, Jizvy).</translation>
    </message>
    <message>
        <source>close</source>
        <translation>blízká</translation>
    </message>
    <message>
        <source>Close to the {temperament} temperament. The text gives closeness no other effect (Člověk, Temperament).</source>
        <translation>Blízká temperamentu {temperament}. Jiný účinek blízkosti text neuvádí (Člověk, Temperament).</translation>
    </message>
    <message>
        <source>distant</source>
        <translation>vzdálená</translation>
    </message>
    <message>
        <source>Distant from the {temperament} temperament; a distant negative scar cannot be burned (Člověk, Temperament).</source>
        <translation>Vzdálená temperamentu {temperament}; ze vzdálené záporné jizvy nelze pálit (Člověk, Temperament).</translation>
    </message>
    <message>
        <source>Burn from {scar} (pálení): wound yourself on purpose, at most {limit} {kind} points a round; refused if a point would upgrade a wound (Člověk, Jizvy).</source>
        <translation>Pálení z jizvy {scar}: úmyslné zranění sebe sama, nejvýše {limit} bodů typu {kind} za kolo; odmítne se, pokud by některý bod povýšil zranění (Člověk, Jizvy).</translation>
    </message>
    <message>
        <source>Critical penalty!</source>
        <translation>Kritický postih!</translation>
    </message>
    <message>
        <source>Long-term: {severity}</source>
        <translation>Dlouhodobý postih: {severity}</translation>
    </message>
    <message>
        <source>no text yet: the GM writes it in the rules data (scars.json)</source>
        <translation>zatím bez textu: Vypravěč jej doplní do dat pravidel (scars.json)</translation>
    </message>
    <message>
        <source>{kind} scar, {boxes} boxes</source>
        <translation>typ {kind}, políček: {boxes}</translation>
    </message>
    <message>
        <source>Opposite: {scar}</source>
        <translation>Opačná jizva: {scar}</translation>
    </message>
    <message>
        <source>One-time, lethal</source>
        <translation>Jednorázový, smrtící</translation>
    </message>
    <message>
        <source>One-time, devastating</source>
        <translation>Jednorázový, zničující</translation>
    </message>
    <message>
        <source>Long-term, lethal</source>
        <translation>Dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>Long-term, devastating</source>
        <translation>Dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritický</translation>
    </message>
    <message>
        <source>Click to write a wound; right-click for burning and healing.</source>
        <translation>Kliknutím zapíšete zranění, pravým tlačítkem pálení a léčení.</translation>
    </message>
</context>
<context>
    <name>SeverityPicker</name>
    <message>
        <source>&amp;Stun  /</source>
        <translation>&amp;Omračující  /</translation>
    </message>
    <message>
        <source>&amp;Lethal  X</source>
        <translation>&amp;Smrtící  X</translation>
    </message>
    <message>
        <source>&amp;Devastating  Ж</source>
        <translation>Z&amp;ničující  Ж</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>This sheet cannot be read: {problem}</source>
        <translation>Tento deník postavy nelze načíst: {problem}</translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation>Pravidla to nedovolují</translation>
    </message>
</context>
<context>
    <name>ShieldForm</name>
    <message>
        <source>Added to the defence number: OČ = skill + weapon defence + shield defence</source>
        <translation>Přičítá se k obrannému číslu: OČ = dovednost + obrana zbraně + obrana štítu</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>&amp;Obrana:</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Cena:</translation>
    </message>
</context>
<context>
    <name>SinDialog</name>
    <message>
        <source>Commit a sin</source>
        <translation>Spáchat hřích</translation>
    </message>
    <message>
        <source>{grade}. {sin} — {points} points</source>
        <translation>{grade}. {sin} — {points} b.</translation>
    </message>
    <message>
        <source>{grade}. {sin} — free (above the soul)</source>
        <translation>{grade}. {sin} — zdarma (nad stupněm duše)</translation>
    </message>
    <message>
        <source>&amp;Hold the soul (lethal wounds X)</source>
        <translation>&amp;Udržet duši (smrtící zranění X)</translation>
    </message>
    <message>
        <source>&amp;Fall one grade (stun wounds /)</source>
        <translation>&amp;Klesnout o stupeň (omračující zranění /)</translation>
    </message>
    <message>
        <source>&amp;Sin:</source>
        <translation>&amp;Hřích:</translation>
    </message>
    <message>
        <source>Choice:</source>
        <translation>Volba:</translation>
    </message>
    <message>
        <source>Split:</source>
        <translation>Rozdělení:</translation>
    </message>
    <message>
        <source>A sin at or below the soul&apos;s grade costs a mental wound of soul grade − sin grade + 1 points, split among the mental scars: lethal to hold the soul, stun to let it fall one grade. Sins above the grade are free (Člověk, Duše).</source>
        <translation>Hřích na stupni duše nebo pod ním stojí mentální zranění o stupeň duše − stupeň hříchu + 1 bodech, rozdělené mezi mentální jizvy: smrtící, aby duše vydržela, omračující, když klesne o stupeň. Hříchy nad stupněm jsou zdarma (Člověk, Duše).</translation>
    </message>
    <message>
        <source>A sin above the soul&apos;s grade is free.</source>
        <translation>Hřích nad stupněm duše je zdarma.</translation>
    </message>
    <message>
        <source>{points} points of {severity} mental wound; the soul stays at {grade}.</source>
        <translation>Mentální zranění ({severity}): {points} b.; duše zůstává na stupni {grade}.</translation>
    </message>
    <message>
        <source>{points} points of {severity} mental wound; the soul falls to {grade}.</source>
        <translation>Mentální zranění ({severity}): {points} b.; duše klesá na stupeň {grade}.</translation>
    </message>
</context>
<context>
    <name>SkillChoice</name>
    <message>
        <source>a skill of the catalogue</source>
        <translation>dovednost z katalogu</translation>
    </message>
    <message>
        <source>none: the skill itself</source>
        <translation>žádná: samotná dovednost</translation>
    </message>
</context>
<context>
    <name>SkillForm</name>
    <message>
        <source>Standalone s&amp;kill</source>
        <translation>&amp;Samostatná dovednost</translation>
    </message>
    <message>
        <source>&amp;Grouped skill with specialisations</source>
        <translation>Sd&amp;ružená dovednost se specializacemi</translation>
    </message>
    <message>
        <source>S&amp;pecialisation of a grouped skill</source>
        <translation>S&amp;pecializace sdružené dovednosti</translation>
    </message>
    <message>
        <source>Vlastní</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source>A section of the skill list, or a new one</source>
        <translation>Oddíl seznamu dovedností, nebo nový</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>oddělené čárkami</translation>
    </message>
    <message>
        <source>Sdružená dovednost: its rating also covers its specialisations, each of which may be raised above it</source>
        <translation>Sdružená dovednost: její hodnocení platí i pro její specializace, z nichž každou lze zvýšit nad ni</translation>
    </message>
    <message>
        <source>Section:</source>
        <translation>Oddíl:</translation>
    </message>
    <message>
        <source>Specialisations:</source>
        <translation>Specializace:</translation>
    </message>
    <message>
        <source>Of the skill:</source>
        <translation>Dovednost:</translation>
    </message>
</context>
<context>
    <name>SkillTreeModel</name>
    <message>
        <source>Grouped skills</source>
        <translation>Sdružené dovednosti</translation>
    </message>
    <message>
        <source>Free skills</source>
        <translation>Dovednosti zdarma</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titul</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation>{xp} zk</translation>
    </message>
    <message>
        <source>counts as {rating}</source>
        <translation>počítá se jako {rating}</translation>
    </message>
    <message>
        <source>uses the group&apos;s rating</source>
        <translation>používá hodnocení sdružené dovednosti</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Find a skill or specialisation (accents optional)</source>
        <translation>Najít dovednost nebo specializaci (i bez diakritiky)</translation>
    </message>
    <message>
        <source>Only what the character has</source>
        <translation>Jen co postava má</translation>
    </message>
    <message>
        <source>Type 0–6 to set the rating of the selected skill, + or − to step it, F2 to edit</source>
        <translation>Napište 0–6 pro hodnocení vybrané dovednosti, + nebo − pro změnu o 1, F2 pro úpravu</translation>
    </message>
    <message>
        <source>{skill}: {rating}</source>
        <translation>{skill}: {rating}</translation>
    </message>
    <message>
        <source>{skill}: {detail}</source>
        <translation>{skill}: {detail}</translation>
    </message>
</context>
<context>
    <name>SpellForm</name>
    <message>
        <source>The skill rating a character needs to learn it</source>
        <translation>Hodnocení dovednosti, které postava potřebuje, aby se ho naučila</translation>
    </message>
    <message>
        <source>optional: what it does</source>
        <translation>nepovinné: co dělá</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Dovednost:</translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation>&amp;Specializace:</translation>
    </message>
    <message>
        <source>Needs &amp;rating:</source>
        <translation>Potřebné &amp;hodnocení:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Popis:</translation>
    </message>
</context>
<context>
    <name>SpellsPage</name>
    <message>
        <source>Known</source>
        <translation>Známé</translation>
    </message>
    <message>
        <source>Spell or ability</source>
        <translation>Kouzlo nebo schopnost</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Vyžaduje</translation>
    </message>
    <message>
        <source>Character has</source>
        <translation>Postava má</translation>
    </message>
    <message>
        <source>Find a spell</source>
        <translation>Najít kouzlo</translation>
    </message>
    <message>
        <source>Each spell or ability costs 1 XP and needs the skill rating shown.</source>
        <translation>Každé kouzlo či schopnost stojí 1 zk a vyžaduje uvedené hodnocení dovednosti.</translation>
    </message>
    <message>
        <source>Entries marked (příklad) are examples, not the book&apos;s (its spell lists are not in the rules text); the GM adds the campaign&apos;s own in the campaign settings.</source>
        <translation>Položky označené (příklad) jsou příklady, ne z knihy (seznamy kouzel v textu pravidel nejsou); Vypravěč přidává vlastní v nastavení kampaně.</translation>
    </message>
    <message>
        <source>Learn {spell}</source>
        <translation>Naučit se: {spell}</translation>
    </message>
    <message>
        <source>Forget {spell}</source>
        <translation>Zapomenout: {spell}</translation>
    </message>
</context>
<context>
    <name>StandingPage</name>
    <message>
        <source>Property, status and contacts</source>
        <translation>Majetek, Postavení a Známosti</translation>
    </message>
    <message>
        <source>Areas of influence, comma-separated (one per Známosti point)</source>
        <translation>Oblasti působení oddělené čárkami (jedna za každý bod Známostí)</translation>
    </message>
    <message>
        <source>Areas:</source>
        <translation>Oblasti:</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Vliv</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Oblast</translation>
    </message>
    <message>
        <source>Who they are</source>
        <translation>Kdo to je</translation>
    </message>
    <message>
        <source>How met, why they help</source>
        <translation>Jak se poznali, proč pomáhá</translation>
    </message>
    <message>
        <source>Where to reach them</source>
        <translation>Kde ho zastihnout</translation>
    </message>
    <message>
        <source>Looks and manner</source>
        <translation>Vzhled a vystupování</translation>
    </message>
    <message>
        <source>Gained in play</source>
        <translation>Získán ve hře</translation>
    </message>
    <message>
        <source>Kind (Sítě specialisation)</source>
        <translation>Druh (specializace Sítí)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Liaison (a contact)</source>
        <translation>Spojka (kontakt)</translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation>Mrtvá schránka</translation>
    </message>
    <message>
        <source>Cipher</source>
        <translation>Šifra</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakty</translation>
    </message>
    <message>
        <source>Networks (Sítě)</source>
        <translation>Sítě</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Přidat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation>{xp} zk</translation>
    </message>
    <message>
        <source>{n} of {max} areas (one per Známosti point)</source>
        <translation>{n} z {max} oblastí (jedna za každý bod Známostí)</translation>
    </message>
    <message>
        <source>{stat}: {rating}</source>
        <translation>{stat}: {rating}</translation>
    </message>
    <message>
        <source>Areas of influence</source>
        <translation>Oblasti působení</translation>
    </message>
    <message>
        <source>Edit {what}</source>
        <translation>Upravit {what}</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>kontakt</translation>
    </message>
    <message>
        <source>network</source>
        <translation>síť</translation>
    </message>
    <message>
        <source>New contact</source>
        <translation>Nový kontakt</translation>
    </message>
    <message>
        <source>Add a contact</source>
        <translation>Přidat kontakt</translation>
    </message>
    <message>
        <source>Add a network</source>
        <translation>Přidat síť</translation>
    </message>
    <message>
        <source>Remove a contact</source>
        <translation>Odebrat kontakt</translation>
    </message>
    <message>
        <source>Remove a network</source>
        <translation>Odebrat síť</translation>
    </message>
</context>
<context>
    <name>StatePanel</name>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>Wound points</source>
        <translation>Body zdraví</translation>
    </message>
    <message>
        <source>No conditions</source>
        <translation>Žádné stavy</translation>
    </message>
    <message>
        <source>&amp;Mark</source>
        <translation>Oz&amp;načit</translation>
    </message>
    <message>
        <source>Mark or clear a condition by hand (the GM&apos;s call).</source>
        <translation>Ručně označit nebo zrušit stav (rozhodnutí Vypravěče).</translation>
    </message>
    <message>
        <source>No save is waiting.</source>
        <translation>Žádný záchranný hod nečeká.</translation>
    </message>
    <message>
        <source>Ho&amp;ur passes</source>
        <translation>Uplyne &amp;hodina</translation>
    </message>
    <message>
        <source>Clear log</source>
        <translation>Vymazat záznam</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>Zr&amp;anit…</translation>
    </message>
    <message>
        <source>Its turn begins: a stun runs its course, regeneration and fast healing act, a dying creature saves (DC 10, +1 per later round).</source>
        <translation>Začíná jeho tah: ochromení doběhne, působí regenerace a rychlé léčení, umírající tvor hází záchranu (TO 10, +1 za každé další kolo).</translation>
    </message>
    <message>
        <source>Its turn ends: a stun that covered it is over.</source>
        <translation>Končí jeho tah: skončí ochromení, které na něm trvalo.</translation>
    </message>
    <message>
        <source>A stable creature saves every hour (DC 10, +1 per later hour); one tended by Heal has a 10% chance an hour to wake.</source>
        <translation>Stabilizovaný tvor hází záchranu každou hodinu (TO 10, +1 za každou další hodinu); ošetřený Léčením má každou hodinu 10% šanci, že se probere.</translation>
    </message>
    <message>
        <source>Res&amp;olve save…</source>
        <translation>Vyhodnotit zá&amp;chranu…</translation>
    </message>
    <message>
        <source>Hea&amp;l…</source>
        <translation>&amp;Léčit…</translation>
    </message>
    <message>
        <source>Sta&amp;rt of turn</source>
        <translation>&amp;Začátek tahu</translation>
    </message>
    <message>
        <source>E&amp;nd of turn</source>
        <translation>&amp;Konec tahu</translation>
    </message>
    <message>
        <source>Heal check…</source>
        <translation>Ověření Léčení…</translation>
    </message>
    <message>
        <source>Someone tends the dying creature: Heal DC 15 stabilises it (a standard action).</source>
        <translation>Někdo ošetřuje umírajícího tvora: Léčení TO 15 jej stabilizuje (standardní akce).</translation>
    </message>
    <message>
        <source>Help recover</source>
        <translation>Pomoc se vzpamatovat</translation>
    </message>
    <message>
        <source>Another character spends a standard action: the stun ends (Hit to the body).</source>
        <translation>Jiná postava použije standardní akci: ochromení skončí (Zásah do těla).</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Stavy</translation>
    </message>
    <message>
        <source>Pending Fortitude saves</source>
        <translation>Čekající záchranné hody na Výdrž</translation>
    </message>
    <message>
        <source>What the rules did, newest last. Kept until another character is opened.</source>
        <translation>Co provedla pravidla, nejnovější naposled. Uchová se, dokud se neotevře jiná postava.</translation>
    </message>
    <message>
        <source>Current state</source>
        <translation>Současný stav</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Záznam událostí</translation>
    </message>
    <message>
        <source>Starts: {starts}
Ends: {ends}</source>
        <translation>Začíná: {starts}
Končí: {ends}</translation>
    </message>
    <message>
        <source>DC {dc} — {what}</source>
        <translation>TO {dc} — {what}</translation>
    </message>
</context>
<context>
    <name>SystemSettingsDialog</name>
    <message>
        <source>Campaign rules settings</source>
        <translation>Nastavení pravidel kampaně</translation>
    </message>
    <message>
        <source>The rules text does not give these values: Kronikář ships a default (marked “default”) or a ruling where the text is silent. Change them to how your table plays.</source>
        <translation>Text pravidel tyto hodnoty neuvádí: Kronikář dodává výchozí hodnotu (označenou „výchozí“) nebo výklad tam, kde text mlčí. Nastavte je podle toho, jak hraje váš stůl.</translation>
    </message>
    <message>
        <source>a die showing </source>
        <translation>kostka s hodnotou </translation>
    </message>
    <message>
        <source> or more (0 = 10)</source>
        <translation> a více (0 = 10)</translation>
    </message>
    <message>
        <source>higher Vyrovnanost, then the GM&apos;s order</source>
        <translation>vyšší Vyrovnanost, pak pořadí určí Vypravěč</translation>
    </message>
    <message>
        <source>the GM&apos;s order</source>
        <translation>pořadí určí Vypravěč</translation>
    </message>
    <message>
        <source>&amp;Success on a d10:</source>
        <translation>Ú&amp;spěch na k10:</translation>
    </message>
    <message>
        <source>&amp;Tied initiative:</source>
        <translation>Shodná &amp;iniciativa:</translation>
    </message>
    <message>
        <source>Tied initiative goes to the higher modifier</source>
        <translation>Shodnou iniciativu vyhrává vyšší oprava</translation>
    </message>
    <message>
        <source>Ties left after that are settled by a d20 roll-off</source>
        <translation>Zbylé shody rozhodne rozstřel hodem k20</translation>
    </message>
    <message>
        <source>A disabled creature hit again at 0 wound points saves against DC 15 again</source>
        <translation>Vyřazený tvor zasažený znovu na 0 bodech zdraví hází znovu proti TO 15</translation>
    </message>
    <message>
        <source>A stable creature hit again at 0 wound points is dying again</source>
        <translation>Stabilizovaný tvor zasažený znovu na 0 bodech zdraví znovu umírá</translation>
    </message>
    <message>
        <source>default: the usual d20 rule, which the variant does not change</source>
        <translation>výchozí: obvyklé pravidlo d20, které varianta nemění</translation>
    </message>
    <message>
        <source>ruling: the variant&apos;s text is silent on this case</source>
        <translation>výklad: text varianty tento případ neřeší</translation>
    </message>
    <message>
        <source>The rules settings cannot be read</source>
        <translation>Nastavení pravidel nelze přečíst</translation>
    </message>
</context>
<context>
    <name>TrainingPage</name>
    <message>
        <source>After creation the character improves by XP earned in play: 1 XP for every 4 hours of play, 1–10 XP for a group goal. Spend them by raising ratings on the other pages: the same costs apply, under the training limits for the character&apos;s total XP.</source>
        <translation>Po tvorbě se postava zlepšuje za zk získané ve hře: 1 zk za každé 4 hodiny hraní, 1–10 zk za skupinový cíl. Utrácejí se zvyšováním hodnocení na ostatních stránkách: platí stejné ceny, v mezích limitů tréninku pro celkové zk postavy.</translation>
    </message>
    <message>
        <source>Play session</source>
        <translation>Herní sezení</translation>
    </message>
    <message>
        <source>Group goal</source>
        <translation>Skupinový cíl</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Jiné</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Hours of play</source>
        <translation>Hodiny hraní</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>zk</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Add a &amp;play session</source>
        <translation>Přidat &amp;herní sezení</translation>
    </message>
    <message>
        <source>Add a group &amp;goal</source>
        <translation>Přidat &amp;skupinový cíl</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Earned {xp} XP ({hours} hours of play).</source>
        <translation>Získáno {xp} zk ({hours} h hraní).</translation>
    </message>
    <message>
        <source>Training limits for {total} XP: two highest stats ≤ {top}, all others ≤ {others}.</source>
        <translation>Limity tréninku pro {total} zk: dvě nejvyšší statistiky ≤ {top}, všechny ostatní ≤ {others}.</translation>
    </message>
    <message>
        <source>Add earned XP</source>
        <translation>Přidat získané zk</translation>
    </message>
    <message>
        <source>Edit earned XP</source>
        <translation>Upravit získané zk</translation>
    </message>
    <message>
        <source>Remove earned XP</source>
        <translation>Odebrat získané zk</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Tabulka limitů tréninku: after creation a character trains under the row of their total XP (from that many XP upward). The rules text lost its numbers; values marked (default) are Kronikář&apos;s. The initiation limit (stupeň zasvěcení) is shown to the GM, not enforced.</source>
        <translation>Tabulka limitů tréninku: po tvorbě postava trénuje podle řádku svých celkových zk (od uvedeného počtu zk výše). Text pravidel svá čísla ztratil; hodnoty označené (výchozí) jsou Kronikářovy. Limit stupně zasvěcení se Vypravěči jen zobrazuje, nevynucuje se.</translation>
    </message>
    <message>
        <source>Training limits</source>
        <translation>Limity tréninku</translation>
    </message>
    <message>
        <source>From total XP</source>
        <translation>Od celkových zk</translation>
    </message>
    <message>
        <source>Two highest stats ≤</source>
        <translation>Dvě nejvyšší statistiky ≤</translation>
    </message>
    <message>
        <source>All other stats ≤</source>
        <translation>Ostatní statistiky ≤</translation>
    </message>
    <message>
        <source>Initiation ≤</source>
        <translation>Zasvěcení ≤</translation>
    </message>
    <message>
        <source>&amp;Add a row</source>
        <translation>&amp;Přidat řádek</translation>
    </message>
    <message>
        <source>A new row after the last one; edit its numbers</source>
        <translation>Nový řádek za posledním; upravte jeho čísla</translation>
    </message>
    <message>
        <source>The whole table back to Kronikář&apos;s defaults</source>
        <translation>Celou tabulku zpět na výchozí hodnoty Kronikáře</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> XP</source>
        <translation> zk</translation>
    </message>
    <message>
        <source>Limit stupně zasvěcení; “—” when the table sets none</source>
        <translation>Limit stupně zasvěcení; „—“, pokud jej tabulka neurčuje</translation>
    </message>
    <message>
        <source>Remove the row from {xp} XP</source>
        <translation>Odebrat řádek od {xp} zk</translation>
    </message>
</context>
<context>
    <name>ViolationModel</name>
    <message>
        <source>Waived: {text}
Reason: {reason}</source>
        <translation>Výjimka: {text}
Důvod: {reason}</translation>
    </message>
    <message>
        <source>Rule code: {code}</source>
        <translation>Kód pravidla: {code}</translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message>
        <source>&amp;Waive…</source>
        <translation>&amp;Udělit výjimku…</translation>
    </message>
    <message>
        <source>The GM allows an exception to this rule; a reason is kept</source>
        <translation>Vypravěč povolí výjimku z tohoto pravidla; důvod se uchová</translation>
    </message>
    <message>
        <source>Withdraw wai&amp;ver</source>
        <translation>Od&amp;volat výjimku</translation>
    </message>
    <message>
        <source>✔ No rule is broken</source>
        <translation>✔ Žádné pravidlo není porušeno</translation>
    </message>
    <message numerus="yes">
        <source>Broken rules: %n open</source>
        <translation>
            <numerusform>Porušená pravidla: %n nevyřešené</numerusform>
            <numerusform>Porušená pravidla: %n nevyřešená</numerusform>
            <numerusform>Porušená pravidla: %n nevyřešených</numerusform>
        </translation>
    </message>
    <message>
        <source>, {n} waived</source>
        <translation>, s výjimkou: {n}</translation>
    </message>
    <message>
        <source>Waive a rule</source>
        <translation>Udělit výjimku z pravidla</translation>
    </message>
    <message>
        <source>{rule}

Why does the GM allow it?</source>
        <translation>{rule}

Proč to Vypravěč povoluje?</translation>
    </message>
</context>
<context>
    <name>WeaponForm</name>
    <message>
        <source>Added to the attack number: ÚČ = skill + weapon attack</source>
        <translation>Přičítá se k útočnému číslu: ÚČ = dovednost + útok zbraně</translation>
    </message>
    <message>
        <source>Added to the defence number: OČ = skill + weapon defence + shield defence</source>
        <translation>Přičítá se k obrannému číslu: OČ = dovednost + obrana zbraně + obrana štítu</translation>
    </message>
    <message>
        <source>A hit deals Přesah + weapon damage − armour</source>
        <translation>Zásah způsobí Přesah + zranění zbraně − zbroj</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Dovednost:</translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation>&amp;Specializace:</translation>
    </message>
    <message>
        <source>Attac&amp;k:</source>
        <translation>Ú&amp;tok:</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>&amp;Obrana:</translation>
    </message>
    <message>
        <source>Da&amp;mage:</source>
        <translation>&amp;Zranění:</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Cena:</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Campaigns, characters and fights for Dakara, Člověk + Střety and d20.</source>
        <translation>Kampaně, postavy a boje pro Dakaru, Člověka + Střety a d20.</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Nová kampaň…</translation>
    </message>
    <message>
        <source>Open campaign…</source>
        <translation>Otevřít kampaň…</translation>
    </message>
    <message>
        <source>Try a demo campaign</source>
        <translation>Vyzkoušet ukázkovou kampaň</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>Nedávné kampaně</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verze {version}</translation>
    </message>
    <message>
        <source>{path} (not found)</source>
        <translation>{path} (nenalezeno)</translation>
    </message>
</context>
<context>
    <name>WoundDialog</name>
    <message>
        <source>Burn from {scar}</source>
        <translation>Pálení z jizvy {scar}</translation>
    </message>
    <message>
        <source>Wound: {scar}</source>
        <translation>Zranění: {scar}</translation>
    </message>
    <message>
        <source>{scar} now: {marks}</source>
        <translation>{scar} nyní: {marks}</translation>
    </message>
    <message>
        <source>Burning (pálení) is refused as a whole if any point would upgrade a wound already in the scar, and counts toward the round&apos;s limit.</source>
        <translation>Pálení se odmítne celé, pokud by některý bod povýšil zranění, které už v jizvě je; započítává se do limitu kola.</translation>
    </message>
    <message>
        <source>Each point is written from the most to the least severe; in a full scar a more severe point pushes the last wound out, otherwise it upgrades the lightest wound (Člověk, Jizvy).</source>
        <translation>Body se zapisují od nejzávažnějšího po nejlehčí; v plné jizvě závažnější bod vytlačí poslední zranění, jinak povýší nejlehčí zranění (Člověk, Jizvy).</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Závažnost:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>&amp;Burn</source>
        <translation>&amp;Pálit</translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation>&amp;Zranit</translation>
    </message>
</context>
<context>
    <name>WoundsTab</name>
    <message>
        <source>S&amp;car:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation>&amp;Zranit</translation>
    </message>
    <message>
        <source>Write the wound into the scar</source>
        <translation>Zapsat zranění do jizvy</translation>
    </message>
    <message>
        <source>B&amp;urn</source>
        <translation>&amp;Pálit</translation>
    </message>
    <message>
        <source>Burn (pálení): wound yourself on purpose for an advantage, only from burnable scars and at most the type&apos;s skill attribute in points a round.</source>
        <translation>Pálení: úmyslné zranění sebe sama pro výhodu, jen z jizev, které lze pálit, a za kolo nejvýše tolik bodů, kolik činí dovednostní atribut typu.</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>Nové &amp;kolo</translation>
    </message>
    <message>
        <source>A new conflict round: the count of burned points starts again.</source>
        <translation>Nové kolo střetu: počet spálených bodů se počítá znovu.</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> b.</translation>
    </message>
    <message>
        <source>Points of wound</source>
        <translation>Body zranění</translation>
    </message>
    <message>
        <source>Severity: / stun, X lethal, Ж devastating</source>
        <translation>Závažnost: / omračující, X smrtící, Ж zničující</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Vymazat</translation>
    </message>
    <message>
        <source>Penalties in force</source>
        <translation>Platné postihy</translation>
    </message>
    <message>
        <source>Burned this round: {parts}</source>
        <translation>Spáleno v tomto kole: {parts}</translation>
    </message>
    <message>
        <source>No long-term or critical penalty now.</source>
        <translation>Teď žádný dlouhodobý ani kritický postih.</translation>
    </message>
    <message>
        <source>(no text yet: the GM writes it in the rules data, scars.json)</source>
        <translation>(zatím bez textu: Vypravěč jej doplní do dat pravidel, scars.json)</translation>
    </message>
    <message>
        <source>long-term, lethal</source>
        <translation>dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>long-term, devastating</source>
        <translation>dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritický</translation>
    </message>
</context>
</TS>
