<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="36"/>
        <source>Open an arena first.</source>
        <translation>Ouvrez d’abord une arène.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="36"/>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="49"/>
        <location filename="../../gameviz/ui/course_views.py" line="56"/>
        <source>Game Graph</source>
        <translation>Graphe du jeu</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="50"/>
        <source>The game graph (one vertex per position, whoever is to move) is drawn for impartial games: sticks, Nim and Chomp.</source>
        <translation>Le graphe du jeu (un sommet par position, quel que soit le joueur qui a le trait) se dessine pour les jeux impartiaux : bâtonnets, Nim et Chomp.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="56"/>
        <source>This game graph is too large to draw here: {0}. Export it with gameviz export --graph game.</source>
        <translation>Ce graphe du jeu est trop grand pour être dessiné ici : {0}. Exportez-le avec gameviz export --graph game.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="78"/>
        <source>Play on the Arena</source>
        <translation>Partie sur l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/course_views.py" line="79"/>
        <source>Open a game: its arena, solved, is where the moves played on its board are drawn.</source>
        <translation>Ouvrez un jeu : les coups joués sur son plateau se dessinent sur son arène résolue.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="69"/>
        <source>Give the search a smaller depth (Depth: above the search tree) and search again, or open a smaller game (File → New from Game…).</source>
        <translation>Donnez à la recherche une profondeur plus petite (Profondeur : au-dessus de l’arbre de recherche) et cherchez de nouveau, ou ouvrez un jeu plus petit (Fichier → Nouveau à partir d’un jeu…).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="71"/>
        <source>Open a smaller game (File → New from Game…): fewer sticks or heaps, a smaller board.</source>
        <translation>Ouvrez un jeu plus petit (Fichier → Nouveau à partir d’un jeu…) : moins de bâtonnets ou de tas, un plateau plus petit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="72"/>
        <source>Open a smaller game (File → New from Game…), or export the step on screen as a picture (File → Export Picture…).</source>
        <translation>Ouvrez un jeu plus petit (Fichier → Nouveau à partir d’un jeu…), ou exportez l’étape à l’écran comme image (Fichier → Exporter l’image…).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="75"/>
        <source>The web page would be about {0}, more than {1}: too much for a browser. {2}</source>
        <translation>La page web ferait environ {0}, plus de {1} : trop pour un navigateur. {2}</translation>
    </message>
</context>
<context>
    <name>AccessibleDescriptions</name>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="26"/>
        <source>Toolbar button: {0}</source>
        <translation>Bouton de la barre d’outils : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="28"/>
        <source>(shortcut {0})</source>
        <translation>(raccourci {0})</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="36"/>
        <source>The arena: vertices of J1 are circles, of J2 squares; the attractor of the step is coloured. Tab moves from vertex to vertex, Enter selects one and the Vertex panel tells it.</source>
        <translation>L’arène : les sommets de J1 sont des cercles, ceux de J2 des carrés ; l’attracteur de l’étape est coloré. Tab passe d’un sommet à l’autre, Entrée en sélectionne un et le panneau Sommet le décrit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="39"/>
        <source>The search tree: each node shows its value so far; cut branches are crossed out. Tab moves from node to node, Enter selects one and the Vertex panel tells it.</source>
        <translation>L’arbre de recherche : chaque nœud montre sa valeur provisoire ; les branches coupées sont barrées. Tab passe d’un nœud à l’autre, Entrée en sélectionne un et le panneau Sommet le décrit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="42"/>
        <source>The views of the open document: its arena, its board and its search tree.</source>
        <translation>Les vues du document ouvert : son arène, son plateau et son arbre de recherche.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="44"/>
        <source>Chooses the view on screen: Arena, Board or Search Tree.</source>
        <translation>Choisit la vue à l’écran : Arène, Plateau ou Arbre de recherche.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="46"/>
        <source>What the current step of the tab on screen does, in the course&apos;s notation.</source>
        <translation>Ce que fait l’étape courante de l’onglet à l’écran, dans la notation du cours.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/accessible_descriptions.py" line="48"/>
        <source>Everything about what the tab on screen shows: the selected vertex of the arena, the position on the board, or the node of the search tree.</source>
        <translation>Tout sur ce que montre l’onglet à l’écran : le sommet sélectionné de l’arène, la position du plateau ou le nœud de l’arbre de recherche.</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="135"/>
        <source>&amp;New from Game…</source>
        <extracomment>&quot;Add a Vertex of J…&quot; and &quot;Winning Position of J…&quot;, per player (J3 and later shown when the arena has them, or, for a new vertex, one more player)</extracomment>
        <translation>&amp;Nouveau à partir d’un jeu…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="135"/>
        <source>Generate the arena of a built-in game</source>
        <translation>Construire l’arène d’un jeu intégré</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="136"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="136"/>
        <source>Open an arena file</source>
        <translation>Ouvrir un fichier d’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="137"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="137"/>
        <source>Save the arena</source>
        <translation>Enregistrer l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="138"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="138"/>
        <source>Save the arena under another name or format</source>
        <translation>Enregistrer l’arène sous un autre nom ou format</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="139"/>
        <source>&amp;Export Picture…</source>
        <translation>E&amp;xporter l’image…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="139"/>
        <source>Export the picture for slides (SVG, PDF, PNG, TikZ)</source>
        <translation>Exporter l’image pour des diapositives (SVG, PDF, PNG, TikZ)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="147"/>
        <source>Clear the List</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="148"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="149"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="149"/>
        <source>Undo the last edit</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="150"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="150"/>
        <source>Redo the edit</source>
        <translation>Rétablir la modification</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="151"/>
        <source>&amp;Edit Mode</source>
        <translation>Mode &amp;édition</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="151"/>
        <source>Drag from one vertex to another to add a move</source>
        <translation>Glisser d’un sommet à un autre pour ajouter un coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="152"/>
        <source>&amp;Delete Vertex</source>
        <translation>&amp;Supprimer le sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="152"/>
        <source>Delete the selected vertex and its moves</source>
        <translation>Supprimer le sommet sélectionné et ses coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="153"/>
        <source>Switch &amp;Player</source>
        <translation>Changer de &amp;joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="142"/>
        <source>Open &amp;Student Code…</source>
        <translation>Ouvrir le code d’un &amp;élève…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="140"/>
        <source>Export &amp;Web Page…</source>
        <translation>Exporter une page &amp;web…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="140"/>
        <source>One web page for students: every step, the exercise, or a board to play</source>
        <translation>Une page web pour les élèves : toutes les étapes, l’exercice, ou un plateau pour jouer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="143"/>
        <source>Run a student&apos;s Python file and check its functions against the solver</source>
        <translation>Exécuter le fichier Python d’un élève et vérifier ses fonctions avec le solveur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="144"/>
        <source>Check a Class &amp;Folder…</source>
        <translation>Vérifier le &amp;dossier d’une classe…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="145"/>
        <source>Run every student&apos;s file of a folder and show the class table: a row per student, a column per function</source>
        <translation>Exécuter le fichier de chaque élève d’un dossier et montrer le tableau de la classe : une ligne par élève, une colonne par fonction</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="153"/>
        <source>Give the selected vertex to the next player</source>
        <translation>Donner le sommet sélectionné au joueur suivant</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="154"/>
        <source>Not a Winning Position</source>
        <translation>Pas une position de victoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="155"/>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="155"/>
        <source>Change the label of the selected vertex</source>
        <translation>Changer l’étiquette du sommet sélectionné</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="156"/>
        <source>Set as &amp;Start</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="156"/>
        <source>Plays begin at the selected vertex</source>
        <translation>Les parties commencent au sommet sélectionné</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="157"/>
        <source>&amp;Random Arena…</source>
        <translation>Arène &amp;aléatoire…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="157"/>
        <source>Generate a random arena from a seed</source>
        <translation>Construire une arène aléatoire à partir d’une graine</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="158"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="159"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="160"/>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="161"/>
        <source>&amp;Lay Out Again</source>
        <translation>&amp;Recalculer la disposition</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="161"/>
        <source>Compute the layout again</source>
        <translation>Calculer à nouveau la disposition</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="162"/>
        <source>&amp;Presentation Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="163"/>
        <source>Every text, vertex and line larger, for the back of a classroom</source>
        <translation>Textes, sommets et traits plus grands, lisibles du fond de la salle</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="164"/>
        <source>F&amp;ull Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="165"/>
        <source>&amp;Board Pictures</source>
        <translation>Images des &amp;plateaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="165"/>
        <source>Draw each position&apos;s board inside its vertex</source>
        <translation>Dessiner le plateau de chaque position dans son sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="166"/>
        <source>&amp;Heuristic on the Board</source>
        <translation>&amp;Heuristique sur le plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="167"/>
        <source>Show the weights of the course&apos;s heuristic, its computation, and the value of each move</source>
        <translation>Montrer les poids de l’heuristique du cours, son calcul et la valeur de chaque coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="168"/>
        <source>First Step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="169"/>
        <source>Previous Step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="170"/>
        <source>Play / Pause</source>
        <translation>Lecture / pause</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="171"/>
        <source>Next Step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="172"/>
        <source>Last Step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="173"/>
        <source>E&amp;xercise Mode</source>
        <translation>Mode e&amp;xercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="174"/>
        <source>Arena: predict the next set of the attractor. Search tree: fill in values, windows and cuts. Then Check.</source>
        <translation>Arène : prévoir l’ensemble suivant de l’attracteur. Arbre de recherche : compléter valeurs, fenêtres et coupes. Puis Vérifier.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="176"/>
        <source>&amp;Algorithm…</source>
        <translation>&amp;Algorithme…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="177"/>
        <source>The attractor three ways, step by step: the course&apos;s parcours(s, m) with a counter per vertex, its queue version, or the definition 𝒜₀ … 𝒜ₙ</source>
        <translation>L’attracteur de trois façons, pas à pas : le parcours(s, m) du cours avec un compteur par sommet, sa version avec file, ou la définition 𝒜₀ … 𝒜ₙ</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="179"/>
        <source>&amp;Game Graph…</source>
        <translation>&amp;Graphe du jeu…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="180"/>
        <source>An impartial game&apos;s positions without the player to move, stepped by k: P₀, G₁, P₂, …</source>
        <translation>Les positions d’un jeu impartial sans le joueur qui a le trait, pas à pas selon k : P₀, G₁, P₂, …</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="181"/>
        <source>&amp;Play on the Arena…</source>
        <translation>&amp;Partie sur l’arène…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="182"/>
        <source>The moves played on the board, drawn as a numbered path in the solved arena</source>
        <translation>Les coups joués sur le plateau, dessinés comme un chemin numéroté dans l’arène résolue</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="183"/>
        <source>&amp;Values +1 / 0 / −1</source>
        <translation>&amp;Valeurs +1 / 0 / −1</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="184"/>
        <source>Search trees value a won game +1 (J1) or −1 (J2), as seed 001 does, instead of ±∞</source>
        <translation>Les arbres de recherche valent +1 (J1) ou −1 (J2) pour une partie gagnée, comme dans le cours, au lieu de ±∞</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="185"/>
        <source>&amp;Enter a Tree…</source>
        <translation>&amp;Saisir un arbre…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="186"/>
        <source>Type or paste an exercise tree, e.g. [[3,12,8],[2,4,6],[14,5,2]]</source>
        <translation>Taper ou coller un arbre d’exercice, par exemple [[3,12,8],[2,4,6],[14,5,2]]</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="187"/>
        <source>&amp;Random Exercise Tree</source>
        <translation>Arbre d’exercice &amp;aléatoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="187"/>
        <source>A new random tree to search</source>
        <translation>Un nouvel arbre aléatoire à parcourir</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="188"/>
        <source>Random Exercise &amp;Settings…</source>
        <translation>&amp;Réglages des exercices aléatoires…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="189"/>
        <source>Branching, depth, values and seed of random trees</source>
        <translation>Nombre de fils, profondeur, valeurs et graine des arbres aléatoires</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="190"/>
        <source>Search &amp;Tree of the Selected Vertex</source>
        <translation>&amp;Arbre de recherche du sommet sélectionné</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="191"/>
        <source>Minimax and alpha-beta from the position of the selected vertex</source>
        <translation>Minimax et alpha-bêta depuis la position du sommet sélectionné</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="192"/>
        <source>&amp;Compare Searches…</source>
        <translation>&amp;Comparer les recherches…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="192"/>
        <source>Minimax and alpha-beta with and without ordering on the same tree</source>
        <translation>Minimax et alpha-bêta, avec et sans tri des coups, sur le même arbre</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="194"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="194"/>
        <source>The largest arena drawn, and its memory</source>
        <translation>La plus grande arène dessinée, et sa mémoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="195"/>
        <source>&amp;Play Against the Computer</source>
        <translation>&amp;Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="196"/>
        <source>Play the open game on its board against the computer</source>
        <translation>Jouer la partie ouverte sur son plateau contre l’ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="197"/>
        <source>Your &amp;First Attractor</source>
        <translation>Votre &amp;premier attracteur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="198"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="199"/>
        <source>&amp;About gameviz</source>
        <translation>À &amp;propos de gameviz</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="206"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="207"/>
        <source>As in the Course (stick games)</source>
        <translation>Comme dans le cours (jeux de bâtonnets)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="208"/>
        <source>Layers (dot)</source>
        <translation>Couches (dot)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="209"/>
        <source>Springs (neato)</source>
        <translation>Ressorts (neato)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="210"/>
        <source>Large graphs (sfdp)</source>
        <translation>Grands graphes (sfdp)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="211"/>
        <source>Forces (fdp)</source>
        <translation>Forces (fdp)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="212"/>
        <source>Circle (circo)</source>
        <translation>Cercle (circo)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="213"/>
        <source>Rings (twopi)</source>
        <translation>Anneaux (twopi)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="214"/>
        <source>Fast layers by depth</source>
        <translation>Couches rapides par profondeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="215"/>
        <source>Layers by rank</source>
        <translation>Couches par rang</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="216"/>
        <source>Layers by attractor (J1 above, draws, J2 below)</source>
        <translation>Couches par attracteur (J1 en haut, nuls, J2 en bas)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="223"/>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="226"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="227"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="228"/>
        <source>The Course&apos;s Colours</source>
        <translation>Les couleurs du cours</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/actions.py" line="229"/>
        <source>Adam (J1) red, Ève (J2) blue as in the course; Connect 4&apos;s discs yellow and red</source>
        <translation>Adam (J1) en rouge, Ève (J2) en bleu comme dans le cours ; les pions du puissance 4 jaunes et rouges</translation>
    </message>
</context>
<context>
    <name>AlgorithmDialog</name>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="36"/>
        <source>The attractor&apos;s algorithms</source>
        <translation>Les algorithmes de l’attracteur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="37"/>
        <source>Algorithm:</source>
        <translation>Algorithme :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="39"/>
        <source>Course&apos;s recursion parcours(s, m)</source>
        <translation>Récursion du cours parcours(s, m)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="40"/>
        <source>Queue</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="41"/>
        <source>Definition (𝒜₀ … 𝒜ₙ)</source>
        <translation>Définition (𝒜₀ … 𝒜ₙ)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="43"/>
        <source>Attractor of:</source>
        <translation>Attracteur de :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="48"/>
        <source>Exercise: click the vertex of the next counter or entry</source>
        <translation>Exercice : cliquer le sommet du prochain compteur ou de la prochaine entrée</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="78"/>
        <source>Event {0} of {1}</source>
        <translation>Événement {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="112"/>
        <source>Before the first event: every counter is the number of moves of its vertex.</source>
        <translation>Avant le premier événement : chaque compteur vaut le nombre de coups de son sommet.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="113"/>
        <source>Queue: {0}</source>
        <translation>File : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="113"/>
        <source>Call stack: {0}</source>
        <translation>Pile des appels : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="140"/>
        <source>Nothing more to predict: the algorithm has finished.</source>
        <translation>Plus rien à prévoir : l’algorithme est terminé.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="142"/>
        <source>Whose counter goes down next? Click the vertex.</source>
        <translation>Quel compteur baisse ensuite ? Cliquez son sommet.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="143"/>
        <source>Which vertex enters next? Click it.</source>
        <translation>Quel sommet entre ensuite ? Cliquez-le.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="153"/>
        <source>Right!</source>
        <translation>Exact !</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="156"/>
        <source>Not {0}: the vertex being processed, {1}, follows its transposed edges (its predecessors) in the arena&apos;s order of vertices, lowering each one&apos;s counter.</source>
        <translation>Pas {0} : le sommet en cours, {1}, suit ses arcs transposés (ses prédécesseurs) dans l’ordre des sommets de l’arène, en baissant le compteur de chacun.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/algorithm_dialog.py" line="161"/>
        <source>Not {0}: a vertex enters when it belongs to {1} or when its counter reaches 0, and only once.</source>
        <translation>Pas {0} : un sommet entre quand il appartient à {1} ou quand son compteur atteint 0, et une seule fois.</translation>
    </message>
</context>
<context>
    <name>ArenaNote</name>
    <message>
        <location filename="../../gameviz/ui/arena_note.py" line="70"/>
        <source>Depth:</source>
        <extracomment>Depth of the arena around the position, unless the user chooses another. The deepest arena around a position the page offers.</extracomment>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/arena_note.py" line="71"/>
        <source>Open the Arena Around the Board&apos;s Position</source>
        <translation>Ouvrir l’arène autour de la position du plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/arena_note.py" line="72"/>
        <source>The positions reachable in at most this many moves; the frontier is drawn dashed, with its heuristic value</source>
        <translation>Les positions accessibles en au plus ce nombre de coups ; la frontière est dessinée en pointillés, avec sa valeur heuristique</translation>
    </message>
</context>
<context>
    <name>ArenaTab</name>
    <message>
        <location filename="../../gameviz/ui/arena_tab.py" line="92"/>
        <source>{0} is an exercise tree: it is searched on the Search Tree tab.</source>
        <extracomment>The marks an exercise adds to a frame&apos;s vertices: (styles, figure, palette) → styles. the exercise&apos;s marks on the frame (the exercise panel&apos;s), while the arena view is in an exercise</extracomment>
        <translation>{0} est un arbre d’exercice : il se parcourt dans l’onglet Arbre de recherche.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/arena_tab.py" line="97"/>
        <source>The arena of {0} is not drawn: {1}.

Play and search it on the Board and Search Tree tabs, raise the vertex limit in Edit → Preferences, or explore the arena around the board&apos;s position.</source>
        <translation>L’arène de {0} n’est pas dessinée : {1}.

Jouez-y et explorez-la dans les onglets Plateau et Arbre de recherche, augmentez la limite de sommets dans Édition → Préférences, ou explorez l’arène autour de la position du plateau.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/arena_tab.py" line="100"/>
        <source>The arena of {0} is not drawn: {1}.

Play it on the Board tab, search its positions on the Search Tree tab, or explore the arena around the board&apos;s position.</source>
        <translation>L’arène de {0} n’est pas dessinée : {1}.

Jouez-y dans l’onglet Plateau, explorez ses positions dans l’onglet Arbre de recherche, ou explorez l’arène autour de la position du plateau.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/arena_tab.py" line="103"/>
        <source>Score the Moves, on the Board tab, solves every move of a position exactly.</source>
        <translation>Évaluer les coups, dans l’onglet Plateau, résout exactement chaque coup d’une position.</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="21"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="24"/>
        <source>Moves played: {0}.</source>
        <translation>Coups joués : {0}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="25"/>
        <source>No move played yet.</source>
        <translation>Aucun coup joué pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="28"/>
        <location filename="../../gameviz/ui/board_panel.py" line="49"/>
        <source>Heuristic h of this position: {0}</source>
        <translation>Heuristique h de cette position : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="32"/>
        <source>Board: {0}</source>
        <translation>Plateau : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="39"/>
        <source>Position on the board</source>
        <translation>Position sur le plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_panel.py" line="46"/>
        <source>Moves that can be played: {0}.</source>
        <translation>Coups jouables : {0}.</translation>
    </message>
</context>
<context>
    <name>BoardTab</name>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="203"/>
        <source>Every player on this board</source>
        <translation>Tous les joueurs sur ce plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="207"/>
        <source>The computer plays everyone</source>
        <translation>L’ordinateur joue pour tous</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="209"/>
        <source>The computer plays all but {0}</source>
        <translation>L’ordinateur joue tous sauf {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="267"/>
        <location filename="../../gameviz/ui/board_tab.py" line="282"/>
        <location filename="../../gameviz/ui/board_tab.py" line="289"/>
        <source>Set Position</source>
        <extracomment>Legal-move buttons per row under the board. the tab was drawn again: its position, its notes (h, the scores&apos; legend) or whose turn it is the computer&apos;s last move and the position it was played from how the computer searches in a game with more than two players the scores of every move the solver gave for the computer&apos;s last move seconds the exact solver may spend on each move (*Edit → Preferences*) the scores of the moves of positions already scored, by (game, moves played)</extracomment>
        <translation>Placer une position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="268"/>
        <source>Moves from the start, as the move buttons name them (for example {0}):</source>
        <translation>Coups depuis le début, tels que les boutons de coups les nomment (par exemple {0}) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="282"/>
        <source>This position cannot be set: {0}</source>
        <translation>Cette position ne peut pas être posée : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="290"/>
        <source>These moves cannot be played: {0}</source>
        <translation>Ces coups ne peuvent pas être joués : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="244"/>
        <source>Stop Scoring ({0} of {1})</source>
        <translation>Arrêter l’évaluation ({0} sur {1})</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="272"/>
        <source>Exact scores for {0}, who moves: 0 a draw, {1} − k a win with their k-th disc, −({2} − k) a loss to the k-th disc of {3}.</source>
        <translation>Scores exacts pour {0}, qui joue : 0 un match nul, {1} − k une victoire avec son k-ième pion, −({2} − k) une défaite contre le k-ième pion de {3}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="277"/>
        <source>≈ in italic and another colour: an estimate of a move not solved in {0} s, alpha-beta at depth {1} with the course&apos;s heuristic, for {2}.</source>
        <translation>≈ en italique et d&apos;une autre couleur : une estimation d&apos;un coup non résolu en {0} s, alpha-bêta à la profondeur {1} avec l&apos;heuristique du cours, pour {2}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="325"/>
        <source>The computer cannot play</source>
        <translation>L’ordinateur ne peut pas jouer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="344"/>
        <source>The computer played {0}: the strategy of its attractor, to a position of rank {1}, closer to its win.</source>
        <translation>L’ordinateur a joué {0} : la stratégie de son attracteur, vers une position de rang {1}, plus proche de sa victoire.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="348"/>
        <source>The computer played {0}: nobody can force a win here; this move keeps the draw.</source>
        <translation>L’ordinateur a joué {0} : personne ne peut forcer la victoire ici ; ce coup conserve le match nul.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="365"/>
        <source>The computer played {0}: the exact solver scores it {1}, the best of all moves ({2}).</source>
        <translation>L’ordinateur a joué {0} : le solveur exact lui donne le score {1}, le meilleur de tous les coups ({2}).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="353"/>
        <source>The computer played {0}: it cannot win any more, so it makes the game last as long as possible.</source>
        <translation>L’ordinateur a joué {0} : il ne peut plus gagner, alors il fait durer la partie le plus longtemps possible.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="372"/>
        <source>The computer played {0} for {1}: max^n to depth {2} expects the scores {3} ({4:,} nodes).</source>
        <translation>L’ordinateur a joué {0} pour {1} : max^n à la profondeur {2} en attend les scores {3} ({4:,} nœuds).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="378"/>
        <source>The computer played {0} for {1}: the paranoid search to depth {2} guarantees it a score of {3} whatever the others do ({4:,} nodes).</source>
        <translation>L’ordinateur a joué {0} pour {1} : la recherche paranoïaque à la profondeur {2} lui garantit un score de {3} quoi que fassent les autres ({4:,} nœuds).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="383"/>
        <source>The computer played {0}: alpha-beta to depth {1} values it {2} ({3:,} nodes).</source>
        <translation>L’ordinateur a joué {0} : alpha-bêta à la profondeur {1} lui donne la valeur {2} ({3:,} nœuds).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="386"/>
        <source>Score the Moves</source>
        <translation>Évaluer les coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="387"/>
        <source>Solve every move exactly, {0} s at most each</source>
        <translation>Résoudre chaque coup exactement, {0} s au plus chacun</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="360"/>
        <source>No game is open: choose File → New from Game.</source>
        <translation>Aucun jeu n’est ouvert : choisissez Fichier → Nouveau à partir d’un jeu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="414"/>
        <source>Edit the position: click cells, choose who moves, then Apply.</source>
        <translation>Modifiez la position : cliquez sur les cases, choisissez qui joue, puis Appliquer.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="125"/>
        <source>Draw.</source>
        <translation>Match nul.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="127"/>
        <source>The computer wins.</source>
        <translation>L’ordinateur gagne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="128"/>
        <location filename="../../gameviz/ui/board_computer.py" line="130"/>
        <source>You win!</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="131"/>
        <source>{0} wins.</source>
        <translation>{0} gagne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="111"/>
        <source>The computer is thinking for {0}…</source>
        <extracomment>the board view of the model: whom the computer plays (the opponent box renders it and writes it) the sides offered change with the game: a side taken back is only shown, the computer does not act the position last drawn (a move elsewhere is drawn when the board view says so)</extracomment>
        <translation>L’ordinateur réfléchit pour {0}…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="113"/>
        <source>The computer is thinking…</source>
        <translation>L’ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="115"/>
        <source>Your move, {0}: click one of your pegs, then where it goes.</source>
        <translation>À vous, {0} : cliquez sur un de vos pions, puis sur sa destination.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="118"/>
        <source>Your move: click the board or a move below.</source>
        <translation>À vous : cliquez le plateau ou un coup ci-dessous.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="119"/>
        <source>{0} to move.</source>
        <translation>{0} joue.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="205"/>
        <source>The computer plays {0}</source>
        <translation>L’ordinateur joue {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_computer.py" line="202"/>
        <source>Two players on this board</source>
        <translation>Deux joueurs sur ce plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="445"/>
        <source>Search depth of the computer</source>
        <translation>Profondeur de recherche de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="446"/>
        <source>Searching with max^n</source>
        <translation>Recherche max^n</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="447"/>
        <source>Searching with paranoid alpha-beta</source>
        <translation>Recherche paranoïaque (alpha-bêta)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="448"/>
        <source>max^n: each player makes the most of its own score; paranoid: the computer assumes all the others play against it</source>
        <translation>max^n : chaque joueur maximise son propre score ; paranoïaque : l’ordinateur suppose que tous les autres jouent contre lui</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="450"/>
        <source>Use the attractors&apos; strategy</source>
        <translation>Utiliser la stratégie des attracteurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="451"/>
        <source>Available when the arena of the game is open and solved</source>
        <translation>Disponible quand l’arène du jeu est ouverte et résolue</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="452"/>
        <source>Use the exact solver</source>
        <translation>Utiliser le solveur exact</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="453"/>
        <source>When every move is solved within a second; otherwise alpha-beta at the search depth</source>
        <translation>Quand chaque coup est résolu en moins d’une seconde ; sinon alpha-bêta à la profondeur de recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="455"/>
        <source>Search depth:</source>
        <translation>Profondeur de recherche :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="456"/>
        <source>Take Back</source>
        <translation>Reprendre le coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="457"/>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="458"/>
        <source>Set Position…</source>
        <translation>Placer une position…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="459"/>
        <source>Search This Position</source>
        <translation>Rechercher depuis cette position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="460"/>
        <source>Open the search tree rooted at the position on the board</source>
        <translation>Ouvrir l’arbre de recherche enraciné en la position du plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="461"/>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="462"/>
        <source>Show how the computer chose its last move</source>
        <translation>Montrer comment l’ordinateur a choisi son dernier coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="444"/>
        <location filename="../../gameviz/ui/board_tab.py" line="463"/>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/board_tab.py" line="464"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
</context>
<context>
    <name>ChessWeights</name>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="13"/>
        <source>Pawn (material)</source>
        <extracomment>What each weight is, for the table&apos;s first column.</extracomment>
        <translation>Pion (matériel)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="14"/>
        <source>Knight (material)</source>
        <translation>Cavalier (matériel)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="15"/>
        <source>Bishop (material)</source>
        <translation>Fou (matériel)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="16"/>
        <source>Rook (material)</source>
        <translation>Tour (matériel)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="17"/>
        <source>Queen (material)</source>
        <translation>Dame (matériel)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="18"/>
        <source>Mobility: each square a piece reaches</source>
        <translation>Mobilité : chaque case qu’une pièce atteint</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="19"/>
        <source>King shelter: each pawn in front of the king</source>
        <translation>Abri du roi : chaque pion devant le roi</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="20"/>
        <source>Each doubled pawn</source>
        <translation>Chaque pion doublé</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="21"/>
        <source>Each isolated pawn</source>
        <translation>Chaque pion isolé</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="22"/>
        <source>Each passed pawn</source>
        <translation>Chaque pion passé</translation>
    </message>
</context>
<context>
    <name>ChessWeightsTable</name>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="31"/>
        <source>Term</source>
        <translation>Terme</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="31"/>
        <source>Weight (pawns)</source>
        <translation>Poids (en pions)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="33"/>
        <source>Chess evaluation weights</source>
        <translation>Poids de l’évaluation des échecs</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="34"/>
        <source>Column titles</source>
        <translation>Titres des colonnes</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/chess_weights.py" line="39"/>
        <source>The course&apos;s value: {0:g}</source>
        <translation>La valeur du cours : {0:g}</translation>
    </message>
</context>
<context>
    <name>ClassTableDialog</name>
    <message>
        <location filename="../../gameviz/ui/lab_class.py" line="63"/>
        <source>Class of {0}</source>
        <extracomment>The role holding what a cell sorts by.</extracomment>
        <translation>Classe de {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_class.py" line="91"/>
        <source>Click a heading to sort; hover a ✗ for its first counter-example; double-click a student for the report.</source>
        <translation>Cliquer sur un titre pour trier ; survoler un ✗ pour voir son premier contre-exemple ; double-cliquer sur un élève pour son rapport.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_class.py" line="95"/>
        <source>Save Report…</source>
        <translation>Enregistrer le rapport…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_class.py" line="129"/>
        <source>Save Report</source>
        <translation>Enregistrer le rapport</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_class.py" line="130"/>
        <source>HTML (*.html);;Markdown (*.md);;CSV (*.csv)</source>
        <translation>HTML (*.html);;Markdown (*.md);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_class.py" line="140"/>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
</context>
<context>
    <name>ComparisonDialog</name>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="228"/>
        <source>Comparison</source>
        <extracomment>One search of a comparison: its preset (or the caller&apos;s key, see ``labels``) and its result.</extracomment>
        <translation>Comparaison</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="251"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="251"/>
        <source>Alpha-beta, natural order</source>
        <translation>Alpha-bêta, ordre naturel</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="252"/>
        <source>Alpha-beta, ordered by the heuristic</source>
        <translation>Alpha-bêta, coups triés par l’heuristique</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="252"/>
        <source>Max^n</source>
        <translation>Max^n</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="253"/>
        <source>Max^n, shallow pruning</source>
        <translation>Max^n, élagage superficiel</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="254"/>
        <source>Paranoid (alpha-beta for one player)</source>
        <translation>Paranoïaque (alpha-bêta pour un joueur)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="234"/>
        <source>Searches</source>
        <extracomment>one view per search, showing its last frame on the tree on show</extracomment>
        <translation>Recherches</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_dialogs.py" line="261"/>
        <source>{0}: {1:,} leaves evaluated</source>
        <translation>
            <numerusform>{0} : {1:,} feuille évaluée</numerusform>
            <numerusform>{0} : {1:,} feuilles évaluées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="266"/>
        <source>Search tree of {0}</source>
        <translation>Arbre de recherche de {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="277"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="277"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="277"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="278"/>
        <source>Leaves</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="278"/>
        <source>Cutoffs</source>
        <translation>Coupes</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="282"/>
        <source>Minimal tree (Knuth–Moore)</source>
        <translation>Arbre minimal (Knuth–Moore)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="283"/>
        <source>not uniform</source>
        <translation>non uniforme</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="285"/>
        <source>The whole tree</source>
        <translation>L’arbre entier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="293"/>
        <source>Searches compared</source>
        <translation>Recherches comparées</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="294"/>
        <source>Column titles</source>
        <translation>Titres des colonnes</translation>
    </message>
</context>
<context>
    <name>Editing</name>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="66"/>
        <source>Edit mode: drag from a vertex to another to add a move; right-click for more.</source>
        <extracomment>Formats *Save* writes back to the same file; others (.py) go through *Save As*. the arena was saved to this file (a recent file)</extracomment>
        <translation>Mode édition : glissez d’un sommet à un autre pour ajouter un coup ; clic droit pour le reste.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="75"/>
        <source>Wait for the layout to finish before editing.</source>
        <translation>Attendez la fin de la disposition pour modifier l’arène.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="80"/>
        <source>This edit is not possible</source>
        <translation>Cette modification est impossible</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="133"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="133"/>
        <source>Label of the vertex:</source>
        <translation>Étiquette du sommet :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="154"/>
        <source>Delete the Move {0}</source>
        <translation>Supprimer le coup {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="177"/>
        <source>Save the Arena</source>
        <translation>Enregistrer l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="178"/>
        <source>gameviz arena (*.json);;Graphviz DOT (*.dot *.gv);;GraphML (*.graphml)</source>
        <translation>Arène gameviz (*.json);;Graphviz DOT (*.dot *.gv);;GraphML (*.graphml)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="193"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="197"/>
        <source>Saved {0}.</source>
        <translation>{0} enregistré.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="206"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/editing.py" line="207"/>
        <source>The arena {0} has changes that are not saved. Save them?</source>
        <translation>L’arène {0} a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
</context>
<context>
    <name>ExercisePanel</name>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="111"/>
        <source>{0} enters, rightly.</source>
        <translation>{0} entre, à juste titre.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="143"/>
        <source>What the check found</source>
        <translation>Ce que la vérification a trouvé</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="144"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="145"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="146"/>
        <source>Show the True Step</source>
        <translation>Montrer la vraie étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="151"/>
        <source>Turn on the exercise mode (Steps menu) and open an arena.</source>
        <translation>Activez le mode exercice (menu Étapes) et ouvrez une arène.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="158"/>
        <source>This is the end of the construction: step back to practise.</source>
        <translation>La construction est terminée : revenez en arrière pour vous entraîner.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/exercise.py" line="162"/>
        <source>&lt;p&gt;Which vertices enter &lt;b&gt;{next}&lt;/b&gt;? Click them in the arena (click again to remove one), then press &lt;b&gt;Check&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;{next} = {current} ∪ {{ {chosen} }}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quels sommets entrent dans &lt;b&gt;{next}&lt;/b&gt; ? Cliquez-les dans l’arène (cliquez à nouveau pour en retirer un), puis appuyez sur &lt;b&gt;Vérifier&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;{next} = {current} ∪ {{ {chosen} }}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="76"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="145"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="229"/>
        <source>Export Picture</source>
        <extracomment>What a step&apos;s caption is written from: an attractor&apos;s frame, or the index of a search&apos;s event. the tree searched, whose leaves&apos; values a worksheet gives (its heuristic may not be the drawn tree&apos;s) the same steps drawn in another palette (the print theme), when the caller can redraw them</extracomment>
        <translation>Exporter l’image</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="79"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="86"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="130"/>
        <source>This step only</source>
        <translation>Cette étape seulement</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="87"/>
        <source>Every step (PDF: one page each; TikZ: one overlay each; SVG, PNG: one file each)</source>
        <translation>Toutes les étapes (PDF : une page chacune ; TikZ : un calque Beamer chacune ; SVG, PNG : un fichier chacune)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="89"/>
        <source>Worksheet: the blank exercise, then the answer key (PDF: two pages; TikZ: two frames; SVG, PNG: two files)</source>
        <translation>Feuille d’exercice : l’exercice vierge, puis le corrigé (PDF : deux pages ; TikZ : deux transparents ; SVG, PNG : deux fichiers)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="92"/>
        <source>TikZ: one picture per step, for articles and handouts (instead of Beamer overlays)</source>
        <translation>TikZ : une figure par étape, pour les polycopiés et les articles (au lieu des calques Beamer)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="96"/>
        <source>Write the step (𝒜₂ = 𝒜₁ ∪ …) under the picture</source>
        <translation>Écrire l’étape (𝒜₂ = 𝒜₁ ∪ …) sous l’image</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="101"/>
        <source> pixels per point</source>
        <translation> pixels par point</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="103"/>
        <source>As on screen</source>
        <translation>Comme à l’écran</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="105"/>
        <source>For print: told apart in grey</source>
        <translation>Pour l’impression : distinctes en gris</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="108"/>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="114"/>
        <source>PNG resolution:</source>
        <translation>Résolution PNG :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="115"/>
        <source>Colours:</source>
        <translation>Couleurs :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="127"/>
        <source>File to export to</source>
        <translation>Fichier où exporter</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="128"/>
        <source>The file written; its suffix chooses the format: .pdf, .svg, .png or .tex (TikZ).</source>
        <translation>Le fichier écrit ; son suffixe choisit le format : .pdf, .svg, .png ou .tex (TikZ).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="129"/>
        <source>Browse for the file</source>
        <translation>Choisir le fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="129"/>
        <source>Opens a file dialog to choose the file written.</source>
        <translation>Ouvre une boîte de dialogue pour choisir le fichier écrit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="130"/>
        <source>Exports the step on screen.</source>
        <translation>Exporte l’étape à l’écran.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="131"/>
        <source>Every step</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="132"/>
        <source>Worksheet</source>
        <translation>Fiche d’exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="133"/>
        <source>TikZ: one picture per step</source>
        <translation>TikZ : une image par étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="134"/>
        <source>Write the step under the picture</source>
        <translation>Écrire l’étape sous l’image</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="135"/>
        <source>PNG resolution</source>
        <translation>Résolution PNG</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="135"/>
        <source>Pixels per point of a PNG file: 2 doubles the size.</source>
        <translation>Pixels par point d’un fichier PNG : 2 double la taille.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="136"/>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="136"/>
        <source>The screen&apos;s colours, or colours for print told apart in grey.</source>
        <translation>Les couleurs de l’écran, ou des couleurs pour l’impression distinctes en gris.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="146"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="230"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;TikZ for LaTeX Beamer (*.tex)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;TikZ pour LaTeX Beamer (*.tex)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="178"/>
        <source>The picture draws {0:,} vertices and edges, more than the {1:,} an export draws: open a smaller game or arena.</source>
        <translation>L’image dessine {0:,} sommets et arcs, plus que les {1:,} qu’un export dessine : ouvrez un jeu ou une arène plus petits.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="181"/>
        <source>{0:,} pictures of {1:,} vertices and edges would draw {2:,}, more than the {3:,} an export draws: choose This step only, or a smaller game.</source>
        <translation>{0:,} images de {1:,} sommets et arcs en dessineraient {2:,}, plus que les {3:,} qu’un export dessine : choisissez Cette étape seulement, ou un jeu plus petit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="194"/>
        <source>The picture would be {0:,} × {1:,} pixels, more than {2:,} on a side, which most viewers cannot open: choose a .svg or .pdf file (no such limit), a lower PNG resolution, This step only, or a smaller game.</source>
        <translation>L’image ferait {0:,} × {1:,} pixels, plus de {2:,} de côté, ce que la plupart des visionneuses ne savent pas ouvrir : choisissez un fichier .svg ou .pdf (sans cette limite), une résolution PNG plus basse, Cette étape seulement, ou un jeu plus petit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="203"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="213"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="236"/>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/export_dialog.py" line="218"/>
        <location filename="../../gameviz/ui/export_dialog.py" line="238"/>
        <source>Exported {0} file(s): {1}</source>
        <translation>{0} fichier(s) exporté(s) : {1}</translation>
    </message>
</context>
<context>
    <name>GameGraphDialog</name>
    <message>
        <location filename="../../gameviz/ui/game_graph_dialog.py" line="41"/>
        <source>Game graph of {0}</source>
        <extracomment>Largest game graph the window lays out (Graphviz runs on the GUI thread here).</extracomment>
        <translation>Graphe du jeu de {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/game_graph_dialog.py" line="48"/>
        <source>k = {0}</source>
        <translation>k = {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/game_graph_dialog.py" line="48"/>
        <source>Solved</source>
        <translation>Résolu</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/game_graph_dialog.py" line="71"/>
        <source>The board now plays another game: the path is the last play of {0} on it.</source>
        <translation>Le plateau joue maintenant à un autre jeu : le chemin est la dernière partie de {0} qui y a été jouée.</translation>
    </message>
</context>
<context>
    <name>HeuristicBox</name>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="74"/>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="78"/>
        <source>A Heuristic from a File</source>
        <extracomment>The built-in heuristics, as :func:`~gameviz.core.search.heuristics.make_heuristic` names them. The entry that asks for a file, and the one of the function chosen.</extracomment>
        <translation>Une heuristique tirée d’un fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="75"/>
        <source>Python files (*.py)</source>
        <translation>Fichiers Python (*.py)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="92"/>
        <source>The function that values a position:</source>
        <translation>La fonction qui évalue une position :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="119"/>
        <source>course</source>
        <translation>du cours</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="119"/>
        <source>none (±∞ at the end)</source>
        <translation>aucune (±∞ à la fin)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="119"/>
        <source>exact (attractors)</source>
        <translation>exacte (attracteurs)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="120"/>
        <source>Monte-Carlo</source>
        <translation>Monte-Carlo</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="120"/>
        <source>A function from a file…</source>
        <translation>Une fonction d’un fichier…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="124"/>
        <source>{0}() from {1}</source>
        <translation>{0}() de {1}</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <location filename="../../gameviz/ui/panels.py" line="129"/>
        <source>Click a vertex to see its details.</source>
        <extracomment>the step of the attractors on screen (m, the players stepped); m is None at the result what another tab shows instead of a vertex (the board&apos;s position, a tree&apos;s node), translated exercise mode: nothing that gives an answer away (ranks, outcome, strategy, Grundy value)</extracomment>
        <translation>Cliquez un sommet pour voir ses détails.</translation>
    </message>
</context>
<context>
    <name>LabReportDialog</name>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="42"/>
        <source>Checks of {0}</source>
        <translation>Vérifications de {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="47"/>
        <source>Save Report…</source>
        <translation>Enregistrer le rapport…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="51"/>
        <source>Open the Student&apos;s Game</source>
        <translation>Ouvrir le jeu de l’élève</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="52"/>
        <source>Draw the game the student&apos;s functions describe: its arena, attractors and search trees</source>
        <translation>Dessiner le jeu que décrivent les fonctions de l’élève : son arène, ses attracteurs et ses arbres de recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="62"/>
        <source>Save Report</source>
        <translation>Enregistrer le rapport</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="64"/>
        <source>HTML (*.html);;Markdown (*.md);;CSV (*.csv)</source>
        <translation>HTML (*.html);;Markdown (*.md);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="74"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
</context>
<context>
    <name>LabRuns</name>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="99"/>
        <source>Open Student Code</source>
        <translation>Ouvrir le code d’un élève</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="100"/>
        <source>Python files (*.py)</source>
        <translation>Fichiers Python (*.py)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="106"/>
        <source>Run Student Code</source>
        <translation>Exécuter le code d’un élève</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="107"/>
        <source>gameviz will run the Python code of {0} to check it.</source>
        <translation>gameviz va exécuter le code Python de {0} pour le vérifier.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="110"/>
        <source>It runs in a process of its own, with a time limit per call, and cannot touch what is open here. Contained by: {0}</source>
        <translation>Il s’exécute dans un processus à part, avec une limite de temps par appel, et ne peut pas toucher à ce qui est ouvert ici. Confinement : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="112"/>
        <source>Run and Check</source>
        <translation>Exécuter et vérifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="119"/>
        <source>Running and checking {0}…</source>
        <translation>Exécution et vérification de {0}…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="125"/>
        <source>Check a Class Folder</source>
        <translation>Vérifier le dossier d’une classe</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="134"/>
        <source>Cannot check this folder</source>
        <translation>Impossible de vérifier ce dossier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="153"/>
        <source>Running and checking {0} files of {1}…</source>
        <translation>Exécution et vérification de {0} fichiers de {1}…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="182"/>
        <source>{0} (student&apos;s game)</source>
        <translation>{0} (jeu de l’élève)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="187"/>
        <source>Building the game of {0}…</source>
        <translation>Construction du jeu de {0}…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/lab_runs.py" line="192"/>
        <source>Cannot check this file</source>
        <translation>Impossible de vérifier ce fichier</translation>
    </message>
</context>
<context>
    <name>LayoutRuns</name>
    <message>
        <location filename="../../gameviz/ui/layout_runs.py" line="132"/>
        <source>The layout failed</source>
        <extracomment>Graphviz layouts of graphs larger than this run in a separate process, which Cancel stops at once (a thread would run on to the end). dot and circo can take minutes from a few hundred vertices: past this size they run in a separate process too.</extracomment>
        <translation>La disposition a échoué</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/layout_runs.py" line="134"/>
        <source>Laying out with {0}…</source>
        <translation>Disposition avec {0}…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/layout_runs.py" line="144"/>
        <source>Layout cancelled.</source>
        <translation>Disposition annulée.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="278"/>
        <source>Arena</source>
        <translation>Arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="279"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="280"/>
        <source>Search Tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="281"/>
        <source>Arena picture: Tab goes from vertex to vertex, Enter selects</source>
        <translation>Image de l’arène : Tab passe d’un sommet à l’autre, Entrée sélectionne</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="282"/>
        <source>Step panel</source>
        <translation>Panneau Étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="283"/>
        <source>Vertex panel</source>
        <translation>Panneau Sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="284"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="285"/>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="288"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="367"/>
        <source>Board: move {0}</source>
        <translation>Plateau : coup {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="367"/>
        <source>Board: start</source>
        <translation>Plateau : départ</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="442"/>
        <source>Search cancelled.</source>
        <translation>Recherche annulée.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="273"/>
        <source>Add a Vertex {0}</source>
        <extracomment>what every view shows, apart from the widgets (DESIGN.md, rule 7)</extracomment>
        <translation>Ajouter un sommet {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/main_window.py" line="274"/>
        <source>Winning Position {0}</source>
        <translation>Position de victoire {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/error_dialog.py" line="26"/>
        <source>Something unexpected happened: {0}</source>
        <translation>Une erreur inattendue s’est produite : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/error_dialog.py" line="28"/>
        <source>Please report it with the log {0}.</source>
        <translation>Merci de le signaler en joignant le journal {0}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/app.py" line="124"/>
        <source>Something went wrong</source>
        <extracomment>Seconds a thread waits for Python&apos;s interpreter lock before the thread holding it must hand it over (Python&apos;s default: 0.005). The window&apos;s thread asks for it at every Qt event that calls Python (a slot, an event filter, a paint); while a worker runs Python (laying out 60,000 vertices) the default let those waits add up to 0.2 s between two turns of the event loop, 0.07 to 0.11 s with this. Libraries Qt&apos;s X11 platform loads, and the Debian/Ubuntu packages that provide them.</extracomment>
        <translation>Une erreur s’est produite</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="117"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="127"/>
        <source>Choose the File of the Arena</source>
        <translation>Choisir le fichier de l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="128"/>
        <source>Arenas (*.py *.json *.dot *.gv *.graphml)</source>
        <translation>Arènes (*.py *.json *.dot *.gv *.graphml)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="160"/>
        <source>This arena may have up to {0:,} positions, more than the {1:,} the application draws (Edit → Preferences). Choose smaller parameters.</source>
        <translation>Cette arène peut avoir jusqu’à {0:,} positions, plus que les {1:,} que l’application dessine (Édition → Préférences). Choisissez des paramètres plus petits.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="172"/>
        <source>Size: at most {0:,} positions.</source>
        <translation>Taille : au plus {0:,} positions.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="174"/>
        <source>If the arena has more than {0:,} positions, the game opens on its board and search tree only.</source>
        <translation>Si l’arène a plus de {0:,} positions, le jeu s’ouvre seulement sur son plateau et son arbre de recherche.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="190"/>
        <source>New from Game</source>
        <translation>Nouveau à partir d’un jeu</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="191"/>
        <source>Specification:</source>
        <translation>Spécification :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="192"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/new_game_dialog.py" line="193"/>
        <source>Specification</source>
        <translation>Spécification</translation>
    </message>
</context>
<context>
    <name>NodePanel</name>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="53"/>
        <source>MAX node.</source>
        <translation>Nœud MAX.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="55"/>
        <source>MIN node.</source>
        <translation>Nœud MIN.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="57"/>
        <source>J{0} chooses here.</source>
        <translation>J{0} choisit ici.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="43"/>
        <source>Cut off: the search skips it.</source>
        <translation>Coupé : la recherche le saute.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="45"/>
        <source>Not reached by the search yet.</source>
        <translation>Pas encore atteint par la recherche.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="66"/>
        <source>Value: {0}.</source>
        <translation>Valeur : {0}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="68"/>
        <source>Value so far: {0}.</source>
        <translation>Valeur provisoire : {0}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="71"/>
        <source>Window [α, β] = [{0}, {1}].</source>
        <translation>Fenêtre [α, β] = [{0}, {1}].</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="81"/>
        <source>Search tree node</source>
        <translation>Nœud de l’arbre de recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="82"/>
        <source>No search yet: open a tree or a game.</source>
        <translation>Pas encore de recherche : ouvrez un arbre ou un jeu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/node_panel.py" line="86"/>
        <source>Node {0}</source>
        <translation>Nœud {0}</translation>
    </message>
</context>
<context>
    <name>Opening</name>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="75"/>
        <source>Opening {0}…</source>
        <extracomment>the recent files changed (the *Open Recent* menu lists them again)</extracomment>
        <translation>Ouverture de {0}…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="75"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="77"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="93"/>
        <location filename="../../gameviz/ui/opening.py" line="148"/>
        <source>Cannot open {0}</source>
        <translation>Impossible d’ouvrir {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="98"/>
        <source>Opening cancelled.</source>
        <translation>Ouverture annulée.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="108"/>
        <source>Exploring: {0:,} positions…</source>
        <translation>Exploration : {0:,} positions…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="159"/>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="160"/>
        <source>{0} around {1}, depth {2}</source>
        <translation>{0} autour de {1}, profondeur {2}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="170"/>
        <source>Cannot explore around the position</source>
        <translation>Impossible d’explorer autour de la position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="194"/>
        <source>Open an Arena or an Exercise Tree</source>
        <translation>Ouvrir une arène ou un arbre d’exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/opening.py" line="195"/>
        <source>Arenas and exercise trees ({0} *.txt);;All files (*)</source>
        <translation>Arènes et arbres d’exercice ({0} *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="43"/>
        <source>Play on the arena</source>
        <translation>Partie sur l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="48"/>
        <source>Position {0} of {1}</source>
        <translation>Position {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="70"/>
        <source>Start: {0}</source>
        <translation>Départ : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="72"/>
        <source>Move {0} ({1}): {2} → {3}</source>
        <translation>Coup {0} ({1}) : {2} → {3}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="77"/>
        <source>{0} wins from here (rank {1})</source>
        <translation>{0} gagne depuis cette position (rang {1})</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="79"/>
        <source>a draw from here</source>
        <translation>nul depuis cette position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/play_dialog.py" line="81"/>
        <source>The board now plays another game: this is the last play of {0} on it.</source>
        <translation>Le plateau joue maintenant à un autre jeu : voici la dernière partie de {0} qui y a été jouée.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="134"/>
        <source>Refused: {0}</source>
        <translation>Refusée : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="140"/>
        <source>Edit Position</source>
        <translation>Modifier la position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="141"/>
        <source>Click cells to place or remove pieces, choose who moves, then Apply</source>
        <translation>Cliquez sur les cases pour poser ou retirer des pièces, choisissez qui joue, puis Appliquer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="97"/>
        <location filename="../../gameviz/ui/position_editor.py" line="143"/>
        <source>{0} to move</source>
        <extracomment>The pieces a click puts on a chessboard, as FEN letters, White&apos;s then Black&apos;s. how players are named in the box of the player to move (J1, Adam, Max…)</extracomment>
        <translation>{0} joue</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="144"/>
        <source>White king</source>
        <translation>Roi blanc</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="144"/>
        <source>White queen</source>
        <translation>Dame blanche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="144"/>
        <source>White rook</source>
        <translation>Tour blanche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="144"/>
        <source>White bishop</source>
        <translation>Fou blanc</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="145"/>
        <source>White knight</source>
        <translation>Cavalier blanc</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="145"/>
        <source>White pawn</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="145"/>
        <source>Black king</source>
        <translation>Roi noir</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="145"/>
        <source>Black queen</source>
        <translation>Dame noire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="146"/>
        <source>Black rook</source>
        <translation>Tour noire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="146"/>
        <source>Black bishop</source>
        <translation>Fou noir</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="146"/>
        <source>Black knight</source>
        <translation>Cavalier noir</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="146"/>
        <source>Black pawn</source>
        <translation>Pion noir</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="149"/>
        <source>The piece a click puts on a square (a click on the same piece removes it)</source>
        <translation>La pièce qu’un clic pose sur une case (un clic sur la même pièce la retire)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="150"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/position_editor.py" line="151"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="45"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="68"/>
        <source>Games with more positions open on their board and search tree only. Large arenas take long to lay out: tic-tac-toe (5,478 positions) takes about a second.</source>
        <translation>Les jeux qui ont plus de positions s’ouvrent seulement sur leur plateau et leur arbre de recherche. Les grandes arènes sont longues à disposer : le morpion (5 478 positions) prend environ une seconde.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="75"/>
        <source>View → Layout lays out the open document only; every other arena opens with this default.</source>
        <translation>Affichage → Disposition ne dispose que le document ouvert ; toute autre arène s’ouvre avec cette disposition par défaut.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="79"/>
        <source>Largest arena built and drawn (vertices):</source>
        <translation>Plus grande arène construite et dessinée (sommets) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="80"/>
        <source>Memory it may take:</source>
        <translation>Mémoire qu’elle peut occuper :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="81"/>
        <source>Time to solve each move exactly (Connect 4):</source>
        <translation>Temps pour résoudre chaque coup exactement (Puissance 4) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="82"/>
        <source>A search stops after (nodes):</source>
        <translation>Une recherche s’arrête après (nœuds) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="83"/>
        <source>A search stops after (time):</source>
        <translation>Une recherche s’arrête après (durée) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="84"/>
        <source>Default layout of every arena:</source>
        <translation>Disposition par défaut de toute arène :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="87"/>
        <source>The Course&apos;s Weights</source>
        <translation>Les poids du cours</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="90"/>
        <source>Chess evaluation (h = Σ weight × (White − Black)):</source>
        <translation>Évaluation aux échecs (h = Σ poids × (Blancs − Noirs)) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/preferences_dialog.py" line="106"/>
        <source>about {0}</source>
        <translation>environ {0}</translation>
    </message>
</context>
<context>
    <name>RandomTreeDialog</name>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="160"/>
        <source>Random Exercise</source>
        <translation>Exercice aléatoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="172"/>
        <source>With more than two players, each leaf shares the largest value among them: scores ≥ 0 adding up to it, for max^n and its shallow pruning.</source>
        <translation>À plus de deux joueurs, chaque feuille partage la plus grande valeur entre eux : des scores ≥ 0 dont la somme vaut cette valeur, pour max^n et son élagage superficiel.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="178"/>
        <source>Children of each node:</source>
        <translation>Fils de chaque nœud :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="179"/>
        <source>Depth:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="180"/>
        <source>Smallest value:</source>
        <translation>Plus petite valeur :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="181"/>
        <source>Largest value:</source>
        <translation>Plus grande valeur :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="182"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="184"/>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_dialogs.py" line="208"/>
        <source>{0:,} leaves</source>
        <translation>
            <numerusform>{0:,} feuille</numerusform>
            <numerusform>{0:,} feuilles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="209"/>
        <source>Too big to draw, or no values between the bounds.</source>
        <translation>Trop grand pour être dessiné, ou aucune valeur entre les bornes.</translation>
    </message>
</context>
<context>
    <name>SearchToolbar</name>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="125"/>
        <source>Enter a Tree…</source>
        <extracomment>the paranoid player&apos;s box (shown with the paranoid search only)</extracomment>
        <translation>Saisir un arbre…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="126"/>
        <source>Depth bound</source>
        <translation>Profondeur maximale</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="127"/>
        <source>Player of the paranoid search</source>
        <translation>Joueur de la recherche paranoïaque</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="128"/>
        <source>Random Exercise</source>
        <translation>Exercice aléatoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="131"/>
        <source>for J</source>
        <translation>pour J</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="132"/>
        <source>Paranoid search: the player the others gang up on</source>
        <translation>Recherche paranoïaque : le joueur contre qui les autres s’allient</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="133"/>
        <source>Depth:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="134"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="135"/>
        <source>Heuristic:</source>
        <translation>Heuristique :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="137"/>
        <source>Memoization</source>
        <translation>Mémoïsation</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="138"/>
        <source>Fail-soft</source>
        <translation>Fail-soft</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="139"/>
        <source>Shapes of MAX and MIN nodes</source>
        <translation>Formes des nœuds MAX et MIN</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="140"/>
        <source>Every event</source>
        <translation>Chaque événement</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="140"/>
        <source>Each leaf</source>
        <translation>Chaque feuille</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="140"/>
        <source>Each cut</source>
        <translation>Chaque coupure</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="142"/>
        <source>How far one step goes: one event of the search, up to the next leaf evaluated, or up to the next cut</source>
        <translation>Jusqu’où va une étape : un événement de la recherche, jusqu’à la prochaine feuille évaluée, ou jusqu’à la prochaine coupure</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/search_toolbar.py" line="144"/>
        <source>Compare…</source>
        <translation>Comparer…</translation>
    </message>
</context>
<context>
    <name>SessionLinks</name>
    <message>
        <location filename="../../gameviz/ui/session_links.py" line="59"/>
        <source>{0} from {1}</source>
        <extracomment>(game, moves played) where the tree was last rooted by the board</extracomment>
        <translation>{0} depuis {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/session_links.py" line="105"/>
        <source>{0}: the computer&apos;s search</source>
        <translation>{0} : la recherche de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/session_links.py" line="129"/>
        <source>Play to This Position</source>
        <translation>Jouer jusqu’à cette position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/session_links.py" line="130"/>
        <source>This tree does not start from the position on the board: search the board&apos;s position first (Search This Position).</source>
        <translation>Cet arbre ne part pas de la position du plateau : explorez d’abord la position du plateau (Rechercher depuis cette position).</translation>
    </message>
</context>
<context>
    <name>ShownPlayers</name>
    <message>
        <location filename="../../gameviz/ui/shown_players.py" line="82"/>
        <source>Attractor {0}</source>
        <translation>Attracteur {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/shown_players.py" line="83"/>
        <source>Both attractors</source>
        <translation>Les deux attracteurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/shown_players.py" line="83"/>
        <source>All attractors</source>
        <translation>Tous les attracteurs</translation>
    </message>
</context>
<context>
    <name>SidePanels</name>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="85"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="85"/>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="86"/>
        <source>Vertex</source>
        <translation>Sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="105"/>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="106"/>
        <source>Fill in the tree in the Exercise panel; the search is hidden until you ask for it.</source>
        <translation>Complétez l’arbre dans le panneau Exercice ; la recherche reste cachée tant que vous ne la demandez pas.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="120"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/side_panels.py" line="127"/>
        <source>Arena</source>
        <translation>Arène</translation>
    </message>
</context>
<context>
    <name>SteppedTree</name>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="189"/>
        <source>{0:,} nodes entered</source>
        <extracomment>the student fills the tree in: the panel&apos;s answers are drawn instead of the search</extracomment>
        <translation>
            <numerusform>{0:,} nœud visité</numerusform>
            <numerusform>{0:,} nœuds visités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="190"/>
        <source>{0:,} leaves evaluated</source>
        <translation>
            <numerusform>{0:,} feuille évaluée</numerusform>
            <numerusform>{0:,} feuilles évaluées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="191"/>
        <source>{0:,} cutoffs</source>
        <translation>
            <numerusform>{0:,} coupe</numerusform>
            <numerusform>{0:,} coupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="193"/>
        <source>{0:,} memo hits</source>
        <translation>
            <numerusform>{0:,} valeur mémorisée réutilisée</numerusform>
            <numerusform>{0:,} valeurs mémorisées réutilisées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="176"/>
        <source>Pause (Space)</source>
        <extracomment>where the controls&apos; steps go when a model holds the step (None: the stepper moves itself)</extracomment>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="176"/>
        <source>Play (Space)</source>
        <translation>Lecture (Espace)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="34"/>
        <source>Step {0} of {1}</source>
        <extracomment>the text beside the slider for a step (the window says &quot;𝒜¹₂ (step 3 of 8)&quot;)</extracomment>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="177"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="177"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="188"/>
        <source>First step (Home)</source>
        <translation>Première étape (Début)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="189"/>
        <source>Previous step (Left)</source>
        <translation>Étape précédente (Gauche)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="190"/>
        <source>Next step (Right)</source>
        <translation>Étape suivante (Droite)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="191"/>
        <source>Last step (End)</source>
        <translation>Dernière étape (Fin)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="192"/>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="193"/>
        <source>very fast</source>
        <translation>très rapide</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="193"/>
        <source>fast</source>
        <translation>rapide</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="193"/>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="193"/>
        <source>slow</source>
        <translation>lente</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="193"/>
        <source>very slow</source>
        <translation>très lente</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="196"/>
        <source>Drag to any step</source>
        <translation>Glisser jusqu’à n’importe quelle étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="197"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="198"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="199"/>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="199"/>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="200"/>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="200"/>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="203"/>
        <source>Goes back to the first step of the tab on screen (Home).</source>
        <translation>Revient à la première étape de l’onglet à l’écran (Début).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="204"/>
        <source>Shows the step before this one (Left arrow).</source>
        <translation>Montre l’étape précédente (flèche gauche).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="205"/>
        <source>Plays the steps one after another at the chosen speed, or pauses (Space).</source>
        <translation>Joue les étapes l’une après l’autre à la vitesse choisie, ou fait une pause (Espace).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="206"/>
        <source>Shows the next step (Right arrow).</source>
        <translation>Montre l’étape suivante (flèche droite).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="207"/>
        <source>Goes to the last step: the result (End).</source>
        <translation>Va à la dernière étape : le résultat (Fin).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="208"/>
        <source>The step on screen among all the steps; drag it to any step.</source>
        <translation>L’étape à l’écran parmi toutes les étapes ; faites-le glisser vers n’importe quelle étape.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/stepper.py" line="209"/>
        <source>How long each step stays on screen while playing.</source>
        <translation>Combien de temps chaque étape reste à l’écran pendant la lecture.</translation>
    </message>
</context>
<context>
    <name>TreeExercisePanel</name>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="131"/>
        <source>Node: {0}</source>
        <translation>Nœud : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="132"/>
        <source>Click a node.</source>
        <translation>Cliquez un nœud.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="181"/>
        <source>{0} right, {1} wrong.</source>
        <translation>{0} juste(s), {1} faux.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="153"/>
        <source>Write numbers, or inf and -inf (a vector of scores: 5,2,2).</source>
        <translation>Écrire des nombres, ou inf et -inf (un vecteur de scores : 5,2,2).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="187"/>
        <source>What the check found</source>
        <translation>Ce que la vérification a trouvé</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="188"/>
        <source>Value of the node</source>
        <translation>Valeur du nœud</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="190"/>
        <source>Click a node and write the value it returns (and, for alpha-beta, the [α, β] it is entered with; for max^n, its vector of scores, such as 5,2,2); click an edge to mark it as cut. Then Check.</source>
        <translation>Cliquer sur un nœud et écrire la valeur qu’il renvoie (et, pour alpha-bêta, la fenêtre [α, β] avec laquelle on y entre ; pour max^n, son vecteur de scores, par exemple 5,2,2) ; cliquer sur une arête pour la marquer coupée. Puis Vérifier.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="193"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="194"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="195"/>
        <source>Show the Search</source>
        <translation>Montrer la recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_exercise.py" line="196"/>
        <source>New Random Exercise</source>
        <translation>Nouvel exercice aléatoire</translation>
    </message>
</context>
<context>
    <name>TreeTab</name>
    <message>
        <location filename="../../gameviz/model/search_source.py" line="62"/>
        <source>root</source>
        <translation>racine</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="273"/>
        <source>{0}: give a depth, a larger budget (Edit → Preferences), or memoization</source>
        <extracomment>What the search depends on: a new value of one of these searches again (on a new drawing of the tree for the first four, whose drawn tree differs). Nodes between two counts of a search under way said on the tab (a node of chess takes python-chess a move generation, and 20,000 of them seconds: Cancel is heard in between, where the budget looks, every :data:`LOOK_EVERY` nodes). Largest arena the exact heuristic explores (the window sets its preference). The nodes and seconds a search may take (the window sets its preference). the choices last drawn and searched with (to tell which one the model changed)</extracomment>
        <translation>{0} : donnez une profondeur, un budget plus grand (Édition → Préférences) ou la mémoïsation</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="275"/>
        <source>{0}: give a smaller depth, a larger budget (Edit → Preferences), or memoization</source>
        <translation>{0} : donnez une profondeur plus petite, un budget plus grand (Édition → Préférences) ou la mémoïsation</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="276"/>
        <source>{0}: give a smaller depth, a larger budget (Edit → Preferences), or another heuristic</source>
        <translation>{0} : donnez une profondeur plus petite, un budget plus grand (Édition → Préférences), ou une autre heuristique</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="308"/>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="311"/>
        <source>Searching: {0:,} nodes…</source>
        <translation>Recherche : {0:,} nœuds…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="205"/>
        <source>Result (after {0} events)</source>
        <translation>Résultat (après {0} événements)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="209"/>
        <source>Leaf {0} of {1}</source>
        <translation>Feuille {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="211"/>
        <source>Cut {0} of {1}</source>
        <translation>Coupure {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="212"/>
        <source>Event {0} of {1}</source>
        <translation>Événement {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_fitting.py" line="124"/>
        <source>Too many nodes on screen: collapse a branch first.</source>
        <translation>Trop de nœuds à l’écran : repliez d’abord une branche.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="383"/>
        <source>Expand</source>
        <translation>Déplier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="385"/>
        <source>Collapse</source>
        <translation>Replier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="372"/>
        <source>Search from Here</source>
        <translation>Rechercher depuis ici</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="374"/>
        <source>Play to This Position</source>
        <translation>Jouer jusqu’à cette position</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="387"/>
        <source>Open in Place</source>
        <translation>Ouvrir sur place</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="389"/>
        <source>Show the Whole Tree</source>
        <translation>Montrer l’arbre entier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="434"/>
        <source>Alpha-beta at depth {0}: {1}</source>
        <translation>Alpha-bêta à la profondeur {0} : {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_fitting.py" line="124"/>
        <location filename="../../gameviz/ui/tree_tab.py" line="442"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="448"/>
        <source>Enter a tree, make a random exercise, or open a game position (Search menu).</source>
        <translation>Saisissez un arbre, tirez un exercice au hasard, ou ouvrez une position d’un jeu (menu Recherche).</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="453"/>
        <source>value {0}</source>
        <translation>valeur {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="454"/>
        <source>searched in {0:.0f} ms</source>
        <translation>parcouru en {0:.0f} ms</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_tab.py" line="457"/>
        <source>{0:,} nodes drawn</source>
        <translation>
            <numerusform>{0:,} nœud dessiné</numerusform>
            <numerusform>{0:,} nœuds dessinés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="461"/>
        <source>Search tree picture: Tab goes from node to node, Enter selects</source>
        <translation>Image de l’arbre de recherche : Tab passe d’un nœud à l’autre, Entrée sélectionne</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="32"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="33"/>
        <source>Negamax</source>
        <translation>Négamax</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="34"/>
        <source>Alpha-beta</source>
        <translation>Alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="35"/>
        <source>Alpha-beta, ordered</source>
        <translation>Alpha-bêta, coups triés</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="36"/>
        <source>Iterative deepening</source>
        <translation>Approfondissement itératif</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="37"/>
        <source>Max^n</source>
        <translation>Max^n</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="38"/>
        <source>Max^n, shallow pruning</source>
        <translation>Max^n, élagage superficiel</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="39"/>
        <source>Paranoid</source>
        <translation>Paranoïaque</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_stepping.py" line="194"/>
        <source>Value {0}; best move: {1}. {2}.</source>
        <translation>Valeur {0} ; meilleur coup : {1}. {2}.</translation>
    </message>
</context>
<context>
    <name>TreeTextDialog</name>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="64"/>
        <source>Enter a Tree</source>
        <extracomment>Largest random exercise: every node must fit on screen.</extracomment>
        <translation>Saisir un arbre</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="74"/>
        <source>Nested lists of leaf values, e.g. [[3, 12, 8], [2, 4, 6], [14, 5, 2]], or the labelled JSON form {&quot;label&quot;: &quot;A&quot;, &quot;children&quot;: [...]}. With more than two players, each leaf has a score per player: [[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]].</source>
        <translation>Listes imbriquées des valeurs des feuilles, par exemple [[3, 12, 8], [2, 4, 6], [14, 5, 2]], ou la forme JSON étiquetée {&quot;label&quot;: &quot;A&quot;, &quot;children&quot;: [...]}. À plus de deux joueurs, chaque feuille a un score par joueur : [[(3, 1, 2), (6, 0, 0)], [(1, 4, 1)]].</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="126"/>
        <source>MAX at the root</source>
        <translation>MAX à la racine</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="127"/>
        <source>MIN at the root</source>
        <translation>MIN à la racine</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="130"/>
        <source>J{0} at the root</source>
        <translation>J{0} à la racine</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="81"/>
        <source>Load a File…</source>
        <translation>Charger un fichier…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="102"/>
        <source>Load a Tree</source>
        <translation>Charger un arbre</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_dialogs.py" line="103"/>
        <source>Trees (*.json *.txt);;All files (*)</source>
        <translation>Arbres (*.json *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>WebExport</name>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="82"/>
        <source>Export Web Page</source>
        <translation>Exporter une page web</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="84"/>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="90"/>
        <source>open an arena, a game or a search tree first</source>
        <translation>ouvrez d’abord une arène, un jeu ou un arbre de recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="100"/>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/web_export.py" line="98"/>
        <source>Wrote the web page {0}</source>
        <translation>Page web écrite : {0}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="113"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="136"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="137"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="138"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="139"/>
        <source>&amp;Target</source>
        <translation>&amp;Victoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="140"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="141"/>
        <source>&amp;Layout</source>
        <translation>&amp;Disposition</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="142"/>
        <source>&amp;Notation</source>
        <translation>&amp;Notation</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="143"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="144"/>
        <source>T&amp;heme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="145"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="146"/>
        <source>&amp;Steps</source>
        <translation>É&amp;tapes</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="147"/>
        <source>Sea&amp;rch</source>
        <translation>&amp;Recherche</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="148"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="149"/>
        <source>Main Toolbar</source>
        <translation>Barre d’outils principale</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="150"/>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="151"/>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/menus.py" line="152"/>
        <source>Show:</source>
        <translation>Montrer :</translation>
    </message>
</context>
<context>
    <name>WindowStatus</name>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="106"/>
        <source>the board has moved since: this arena is around an earlier position</source>
        <translation>le plateau a changé depuis : cette arène entoure une position antérieure</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="109"/>
        <source>drawing…</source>
        <translation>dessin…</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="121"/>
        <source>laid out in {0:,.0f} ms: {1}</source>
        <translation>disposée en {0:,.0f} ms : {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="126"/>
        <source>chosen for a small arena</source>
        <translation>choisie pour une petite arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="128"/>
        <source>chosen for {0:,} vertices without cycles</source>
        <translation>choisie pour {0:,} sommets sans cycle</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="130"/>
        <source>chosen for {0:,} vertices with cycles: sfdp would take seconds</source>
        <translation>choisie pour {0:,} sommets avec cycles : sfdp prendrait des secondes</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="131"/>
        <source>chosen for {0:,} vertices with cycles</source>
        <translation>choisie pour {0:,} sommets avec des cycles</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="141"/>
        <source>{0} to move</source>
        <translation>{0} joue</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="143"/>
        <source>over: draw</source>
        <translation>terminée : match nul</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="145"/>
        <source>over: {0} wins</source>
        <translation>terminée : {0} gagne</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="147"/>
        <source>moves played: {0:,}</source>
        <translation>coups joués : {0:,}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="147"/>
        <source>no move played yet</source>
        <translation>aucun coup joué</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="148"/>
        <source>Game: {0}</source>
        <translation>Partie : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="156"/>
        <source>No search tree yet</source>
        <translation>Pas encore d’arbre de recherche</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="170"/>
        <source>{0:,} leaves</source>
        <translation>
            <numerusform>{0:,} feuille</numerusform>
            <numerusform>{0:,} feuilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="172"/>
        <source>{0:,} nodes</source>
        <translation>
            <numerusform>{0:,} nœud</numerusform>
            <numerusform>{0:,} nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="173"/>
        <source>{0:,} nodes drawn</source>
        <translation>
            <numerusform>{0:,} nœud dessiné</numerusform>
            <numerusform>{0:,} nœuds dessinés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="174"/>
        <source>{0:,} folded</source>
        <translation>
            <numerusform>{0:,} replié</numerusform>
            <numerusform>{0:,} repliés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="178"/>
        <source>{0:,} vertices</source>
        <translation>
            <numerusform>{0:,} sommet</numerusform>
            <numerusform>{0:,} sommets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="179"/>
        <source>{0:,} moves</source>
        <translation>
            <numerusform>{0:,} coup</numerusform>
            <numerusform>{0:,} coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="183"/>
        <source>{0:,} not explored</source>
        <translation>
            <numerusform>{0:,} non exploré</numerusform>
            <numerusform>{0:,} non explorés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="184"/>
        <source>{0} ({1}), {2}, in {3:.0f} ms</source>
        <translation>{0} ({1}), {2}, en {3:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="185"/>
        <source>{0}, {1}, opened and solved in {2:.0f} ms</source>
        <translation>{0}, {1}, ouverte et résolue en {2:.0f} ms</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="157"/>
        <source>Search tree: {0}</source>
        <translation>Arbre de recherche : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="160"/>
        <source>exercise: the search is hidden</source>
        <translation>exercice : la recherche est cachée</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="213"/>
        <source>Undo: {0}</source>
        <translation>Annuler : {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/window_status.py" line="214"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>attractor</name>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="128"/>
        <source>{vertex} → {successor} ∈ {previous}: {player} moves into {previous}.</source>
        <translation>{vertex} → {successor} ∈ {previous} : {player} peut jouer vers {previous}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="129"/>
        <source>every move from {vertex} leads into {previous}.</source>
        <translation>tous les coups depuis {vertex} mènent dans {previous}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="136"/>
        <source>From the start {vertex}, neither player can force a win: it is a draw.</source>
        <translation>Depuis le départ {vertex}, aucun joueur ne peut forcer la victoire : c’est un match nul.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="138"/>
        <source>From the start {vertex}, neither player can force a win within the explored positions: who wins is unknown.</source>
        <translation>Depuis le départ {vertex}, aucun joueur ne peut forcer la victoire dans les positions explorées : le gagnant est inconnu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="127"/>
        <source>{vertex} is a winning position {of_player}: the play ends there.</source>
        <translation>{vertex} est une position de victoire {of_player} : la partie s’y arrête.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="20"/>
        <source>{title}: {vertices}, {moves}</source>
        <extracomment>The lines of ``gameviz solve``.</extracomment>
        <translation>{title} : {vertices}, {moves}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="21"/>
        <source>arena</source>
        <translation>arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="22"/>
        <source>{n} vertex</source>
        <translation>{n} sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="23"/>
        <source>{n} vertices</source>
        <translation>{n} sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="24"/>
        <source>{n} move</source>
        <translation>{n} coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="25"/>
        <source>{n} moves</source>
        <translation>{n} coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="26"/>
        <source>Attractor {of_player} ({targets})</source>
        <translation>Attracteur {of_player} ({targets})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="27"/>
        <source>Attractor {of_player} against {others} ({targets})</source>
        <translation>Attracteur {of_player} contre {others} ({targets})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="28"/>
        <source>{vertices}; {last} is the attractor</source>
        <translation>{vertices} ; {last} est l’attracteur</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="29"/>
        <source>Draws ({n}): {draws}</source>
        <translation>Matchs nuls ({n}) : {draws}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="30"/>
        <source>From the start {start}: {player} wins (rank {rank}).</source>
        <translation>Depuis le départ {start} : {player} gagne (rang {rank}).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="31"/>
        <source>From the start {start}: neither player can force a win (draw).</source>
        <translation>Depuis le départ {start} : aucun joueur ne peut forcer la victoire (match nul).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="32"/>
        <source>From the start {start}: no player can force a win (draw).</source>
        <translation>Depuis le départ {start} : aucun joueur ne peut forcer la victoire (nul).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="33"/>
        <source>Strategy {of_player} ({moves}):</source>
        <translation>Stratégie {of_player} ({moves}) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="34"/>
        <location filename="../../gameviz/report/impartial.py" line="26"/>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="35"/>
        <source>holds the draw</source>
        <translation>tient le nul</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="130"/>
        <source>{current} = {previous}: nothing more can enter; the attractor {of_player} is {previous}.</source>
        <translation>{current} = {previous} : plus rien ne peut entrer ; l’attracteur {of_player} est {previous}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="132"/>
        <source>From the start {vertex}, {player} wins: the start has rank {rank} in the attractor {of_player}.</source>
        <translation>Depuis le départ {vertex}, {player} gagne : le départ est de rang {rank} dans l’attracteur {of_player}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="134"/>
        <source>{sets} (step {number} of {count})</source>
        <translation>{sets} (étape {number} sur {count})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="135"/>
        <source>Result (step {number} of {count})</source>
        <translation>Résultat (étape {number} sur {count})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="137"/>
        <source>From the start {vertex}, no player can force a win: it is a draw.</source>
        <translation>Depuis le départ {vertex}, aucun joueur ne peut forcer la victoire : c’est un nul.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="140"/>
        <source>Attractor {of_first}: {n1} vertices. Attractor {of_second}: {n2} vertices. Draws: {draws}.</source>
        <translation>Attracteur {of_first} : {n1} sommets. Attracteur {of_second} : {n2} sommets. Matchs nuls : {draws}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="142"/>
        <source>Attractor {of_player}: {n} vertices.</source>
        <translation>Attracteur {of_player} : {n} sommets.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="143"/>
        <source>Draws: {draws}.</source>
        <translation>Nuls : {draws}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="144"/>
        <source>Unknown (not explored, or no winner within the explored positions): {unknown}.</source>
        <translation>Inconnus (non explorés, ou sans gagnant dans les positions explorées) : {unknown}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="146"/>
        <source>Attractor {of_first}: {n1} vertices. Attractor {of_second}: {n2} vertices.</source>
        <translation>Attracteur {of_first} : {n1} sommets. Attracteur {of_second} : {n2} sommets.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="148"/>
        <source>{sets} against {others}</source>
        <translation>{sets} contre {others}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="150"/>
        <source>of {name}</source>
        <translation>de {name}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="151"/>
        <source>of {vowel_name}</source>
        <translation>d’{vowel_name}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="152"/>
        <source>Bold edges are the winning strategies; dashed edges keep a draw.</source>
        <translation>Les arêtes en gras sont les stratégies gagnantes ; les arêtes en pointillés conservent le match nul.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="153"/>
        <source>Bold edges are the winning strategies.</source>
        <translation>Les arêtes en gras sont les stratégies gagnantes.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="154"/>
        <source>start: {player} wins</source>
        <translation>départ : {player} gagne</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="155"/>
        <source>start: draw</source>
        <translation>départ : match nul</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="156"/>
        <source>start: unknown</source>
        <translation>départ : inconnu</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="296"/>
        <source>{vertex} is already in {current}: it entered at an earlier step.</source>
        <extracomment>Vertices a step&apos;s set writes before &quot;… (+n)&quot;: as many as the Step panel or a caption shows.</extracomment>
        <translation>{vertex} est déjà dans {current} : il est entré à une étape précédente.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="297"/>
        <source>{vertex} belongs to {player}, but none of its moves leads into {current}.</source>
        <translation>{vertex} est contrôlé par {player}, mais aucun de ses coups ne mène dans {current}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="298"/>
        <source>{vertex} belongs to {opponent}, who can escape: {vertex} → {witness} leaves {current}.</source>
        <translation>{vertex} est contrôlé par {opponent}, qui peut s’échapper : {vertex} → {witness} sort de {current}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="300"/>
        <source>{vertex} belongs to {opponent}, who has no move there: the play is stuck, nobody wins.</source>
        <translation>{vertex} est contrôlé par {opponent}, qui n’a aucun coup : la partie est bloquée, personne ne gagne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="302"/>
        <source>{vertex} is a winning position {of_opponent}: the play has already ended.</source>
        <translation>{vertex} est une position de victoire {of_opponent} : la partie est déjà terminée.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="305"/>
        <source>{vertex} is missing: every move {of_opponent} from {vertex} leads into {current}.</source>
        <translation>Il manque {vertex} : tous les coups {of_opponent} depuis {vertex} mènent dans {current}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="304"/>
        <source>{vertex} is missing: {player} can move {vertex} → {witness} ∈ {current}.</source>
        <translation>Il manque {vertex} : {player} peut jouer {vertex} → {witness} ∈ {current}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="307"/>
        <source>Right! {next} = {current} ∪ {added}.</source>
        <translation>Juste ! {next} = {current} ∪ {added}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/attractor.py" line="308"/>
        <source>Right: nothing more enters, the attractor is complete.</source>
        <translation>Juste : plus rien n’entre, l’attracteur est complet.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="26"/>
        <source>call parcours({vertex}, {label})</source>
        <translation>appel parcours({vertex}, {label})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="27"/>
        <source>counter of {vertex}: {before} → {after} (transposed edge {via} → {vertex})</source>
        <translation>compteur de {vertex} : {before} → {after} (arc transposé {via} → {vertex})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="29"/>
        <source>{vertex} enters with label {label}</source>
        <translation>{vertex} entre avec l’étiquette {label}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="30"/>
        <source>return from parcours({vertex}, {label})</source>
        <translation>retour de parcours({vertex}, {label})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="31"/>
        <source>{vertex} already has a label: return</source>
        <translation>{vertex} a déjà une étiquette : retour</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="32"/>
        <source>{vertex} (label {label}) leaves the queue</source>
        <translation>{vertex} (étiquette {label}) sort de la file</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="36"/>
        <source>Labels {of_player} by the course&apos;s recursion parcours(s, m):</source>
        <translation>Étiquettes {of_player} par la récursion du cours parcours(s, m) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="37"/>
        <source>Labels {of_player} by the queue version:</source>
        <translation>Étiquettes {of_player} par la version avec file :</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="38"/>
        <source>Trace {of_player} ({targets}):</source>
        <translation>Trace {of_player} ({targets}) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="39"/>
        <source>Every label is the vertex&apos;s rank.</source>
        <translation>Chaque étiquette est le rang du sommet.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="41"/>
        <source>{vertex}: label {label} but rank {rank}. It was labelled from {via} (label {via_label}), the last of its successors to enter; its successor {witness} has rank {witness_rank}, so {vertex} only enters {set}.</source>
        <translation>{vertex} : étiquette {label} mais rang {rank}. Il a été étiqueté depuis {via} (étiquette {via_label}), le dernier de ses successeurs à entrer ; son successeur {witness} est de rang {witness_rank}, donc {vertex} n’entre que dans {set}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="45"/>
        <source>{vertex}: label {label} but rank {rank}. It was first reached from {via} (label {via_label}); its move to {witness}, of rank {witness_rank}, puts it in {set} already.</source>
        <translation>{vertex} : étiquette {label} mais rang {rank}. Il a d’abord été atteint depuis {via} (étiquette {via_label}) ; son coup vers {witness}, de rang {witness_rank}, le met déjà dans {set}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/counter_attractor.py" line="49"/>
        <source>{vertex}: label {label} but rank {rank}. It was labelled from {via}, whose label {via_label} is not its rank {via_rank} either.</source>
        <translation>{vertex} : étiquette {label} mais rang {rank}. Il a été étiqueté depuis {via}, dont l’étiquette {via_label} n’est pas non plus le rang {via_rank}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="15"/>
        <source>{title}: {positions} positions, {moves} moves (game graph: who is to move left out)</source>
        <translation>{title} : {positions} positions, {moves} coups (graphe du jeu : sans qui doit jouer)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="17"/>
        <source>Losing positions (for the player to move): {positions}</source>
        <translation>Positions perdantes (pour le joueur qui a le trait) : {positions}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="18"/>
        <source>Winning positions (for the player to move): {positions}</source>
        <translation>Positions gagnantes (pour le joueur qui a le trait) : {positions}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="19"/>
        <source>Draws: {positions}</source>
        <translation>Nuls : {positions}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="20"/>
        <source>Gₖ: won in k half-moves; Pₖ: lost in k half-moves (until the loser is stuck):</source>
        <translation>Gₖ : gagnantes en k demi-coups ; Pₖ : perdantes en k demi-coups (jusqu’à ce que le perdant soit bloqué) :</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="22"/>
        <source>{positions}: the play is over and the player to move has won (in no Gₖ).</source>
        <translation>{positions} : la partie est finie et le joueur qui a le trait a gagné (dans aucun Gₖ).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="24"/>
        <source>{position} ∈ {set}: play {moves}, into {into}</source>
        <translation>{position} ∈ {set} : jouer {moves}, vers {into}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="25"/>
        <source>From the start {position}, the player to move {verdict}.</source>
        <translation>Depuis le départ {position}, le joueur qui a le trait {verdict}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="27"/>
        <source>loses</source>
        <translation>perd</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="28"/>
        <source>cannot force a win</source>
        <translation>ne peut pas forcer le gain</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="29"/>
        <source>start: {status}</source>
        <translation>départ : {status}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="34"/>
        <source>winning</source>
        <extracomment>A position&apos;s status, for the player to move.</extracomment>
        <translation>gagnante</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="35"/>
        <source>losing</source>
        <translation>perdante</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/impartial.py" line="36"/>
        <location filename="../../gameviz/report/vertex_panel.py" line="36"/>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/step_panel.py" line="31"/>
        <source>… and {0} more: click a vertex to see its rank and its move.</source>
        <translation>… et {0} de plus : cliquez sur un sommet pour voir son rang et son coup.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/step_panel.py" line="32"/>
        <source>of the coalition {0}</source>
        <translation>de la coalition {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/step_panel.py" line="33"/>
        <source>Bold: the move {0} chooses; bold dashes: every move {1}, all into the previous set.</source>
        <translation>En gras : le coup que choisit {0} ; en tirets gras : tous les coups {1}, tous vers l’ensemble précédent.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/step_panel.py" line="35"/>
        <source>{0:,} position of this arena was not explored (dashed, with its heuristic value h): it has no moves here, so these attractors say nothing about it: who wins from it is unknown.</source>
        <translation>{0:,} position de cette arène n’a pas été explorée (en pointillés, avec sa valeur heuristique h) : elle n’a pas de coups ici, donc ces attracteurs n’en disent rien : qui y gagne est inconnu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/step_panel.py" line="38"/>
        <source>{0:,} positions of this arena were not explored (dashed, with their heuristic value h): they have no moves here, so these attractors say nothing about them: who wins from them is unknown.</source>
        <translation>{0:,} positions de cette arène n’ont pas été explorées (en pointillés, avec leur valeur heuristique h) : elles n’ont pas de coups ici, donc ces attracteurs n’en disent rien : qui y gagne est inconnu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="27"/>
        <source>Owner</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="28"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="29"/>
        <source>Winning position of</source>
        <translation>Position de victoire de</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="30"/>
        <source>Attractor {0}</source>
        <translation>Attracteur {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="31"/>
        <source>rank {0}</source>
        <translation>rang {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="32"/>
        <source>not in it</source>
        <translation>n’y est pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="33"/>
        <source>not in {0}</source>
        <translation>pas dans {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="34"/>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="35"/>
        <source>{0} wins</source>
        <translation>{0} gagne</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="37"/>
        <source>unknown: no winner within the explored positions</source>
        <translation>inconnu : aucun gagnant dans les positions explorées</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="38"/>
        <source>unknown: not explored (h = {0})</source>
        <translation>inconnue : non explorée (h = {0})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="39"/>
        <source>Strategy move</source>
        <translation>Coup de la stratégie</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="40"/>
        <source>Grundy value</source>
        <translation>Valeur de Grundy</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="41"/>
        <source>not an impartial game</source>
        <translation>jeu non impartial</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="42"/>
        <source>not used here: the last player to move loses (misère play)</source>
        <translation>sans objet ici : le dernier à jouer perd (version misère)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="43"/>
        <source>not defined (the arena has a cycle)</source>
        <translation>non définie (l’arène a un cycle)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="44"/>
        <source>Successors</source>
        <translation>Successeurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="45"/>
        <source>Predecessors</source>
        <translation>Prédécesseurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="46"/>
        <source>Attractors, outcome, strategy</source>
        <translation>Attracteurs, issue, stratégie</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="47"/>
        <source>hidden during the exercise: press Check</source>
        <translation>cachés pendant l’exercice : appuyez sur Vérifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="48"/>
        <source>not decided at this step: see the last step (the result)</source>
        <translation>pas encore décidé à cette étape : voir la dernière étape (le résultat)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="50"/>
        <source>(circle)</source>
        <translation>(rond)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="51"/>
        <source>(square)</source>
        <translation>(carré)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="52"/>
        <source>(hexagon)</source>
        <translation>(hexagone)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="53"/>
        <source>(diamond)</source>
        <translation>(losange)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="54"/>
        <source>(triangle)</source>
        <translation>(triangle)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/vertex_panel.py" line="55"/>
        <source>(triangle, point down)</source>
        <translation>(triangle, pointe en bas)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena_warnings.py" line="10"/>
        <source>{count} edge joins two vertices of the same player (the arena is not bipartite): {shown}</source>
        <extracomment>The warning of an arena with moves between two vertices of one player: one move, or several.</extracomment>
        <translation>{count} arc relie deux sommets du même joueur (l’arène n’est pas bipartie) : {shown}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena_warnings.py" line="12"/>
        <source>{count} edges join two vertices of the same player (the arena is not bipartite): {shown}</source>
        <translation>{count} arcs relient deux sommets du même joueur (l’arène n’est pas bipartie) : {shown}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena_warnings.py" line="24"/>
        <source>{shown} and {more} more</source>
        <extracomment>How many of those moves a warning names.</extracomment>
        <translation>{shown} et {more} autres</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../gameviz/model/edits.py" line="29"/>
        <source>Add vertex</source>
        <translation>Ajout d’un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="47"/>
        <source>Delete vertex</source>
        <translation>Suppression d’un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="84"/>
        <source>Add edge</source>
        <translation>Ajout d’un coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="100"/>
        <source>Delete edge</source>
        <translation>Suppression d’un coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="122"/>
        <source>Switch player</source>
        <translation>Changement de joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="138"/>
        <source>Change target</source>
        <translation>Changement de victoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="154"/>
        <source>Rename vertex</source>
        <translation>Renommage d’un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/model/edits.py" line="170"/>
        <source>Set start</source>
        <translation>Choix du départ</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../gameviz/core/errors.py" line="41"/>
        <source>{where}: {reason}</source>
        <extracomment>The translation contexts of an error&apos;s sentences, searched in this order: the errors&apos; own, then the games&apos; and the searches&apos; sentences an error quotes (a game&apos;s refusal, a depth hint, a spent budget). How a message joins the place of a mistake and what is wrong there, and a place its source and position.</extracomment>
        <translation>{where} : {reason}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="42"/>
        <source>{source}: {place}</source>
        <translation>{source} : {place}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="45"/>
        <source>line {line}, column {column}</source>
        <extracomment>The place of a mistake in its source: a line (and column) of a file, a character of a one-line text.</extracomment>
        <translation>ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/connect4.py" line="66"/>
        <source>line {line}: position &apos;{text}&apos;</source>
        <extracomment>Largest transposition table asked for, in megabytes (64 GB: more than this machine&apos;s kind has). Longest line of input read; a position has at most 64 moves, a benchmark line a score after it. The board&apos;s sizes, with the bounds of the game&apos;s own parameters (``connect4:cols=…,rows=…``). The source of a mistake in a line of standard input: the line&apos;s number and the position written.</extracomment>
        <translation>ligne {line} : position &apos;{text}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/connect4.py" line="88"/>
        <source>not solved within --time {seconds} s ({nodes:,} nodes; the score lies in [{low}, {high}]): give it a larger --time</source>
        <translation>pas résolue en --time {seconds} s ({nodes:,} nœuds ; le score est dans [{low}, {high}]) : donnez-lui un --time plus grand</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/connect4.py" line="155"/>
        <location filename="../../gameviz/core/errors.py" line="46"/>
        <source>line {line}</source>
        <extracomment>the time a position may take (None: no limit)</extracomment>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/connect4.py" line="157"/>
        <source>the line is longer than {most:,} characters; a position is at most 64 columns</source>
        <translation>la ligne dépasse {most:,} caractères ; une position a au plus 64 colonnes</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/connect4.py" line="162"/>
        <source>not UTF-8 text; positions are written with the digits of the columns</source>
        <translation>ce n’est pas du texte UTF-8 ; les positions s’écrivent avec les chiffres des colonnes</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/connect4.py" line="173"/>
        <source>&apos;{word}&apos; is not one column: columns are written with spaces between them (4 4 5 3) or without (4453)</source>
        <translation>&apos;{word}&apos; n’est pas une seule colonne : les colonnes s’écrivent séparées par des espaces (4 4 5 3) ou sans (4453)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="35"/>
        <source>({count:,} characters)</source>
        <extracomment>Longest piece of the user&apos;s input echoed in a message (between quotes); longer ones are cut. Character categories a terminal may obey or hide: controls (ESC, CR, BEL …), format characters (bidirectional overrides), lone surrogates, private use, unassigned, line and paragraph separators. A quoted piece longer than :data:`MAX_ECHO`, unless it was cut already (its length follows it, in any language), so that a message made safe twice counts the length once. Longest message shown; only a bug could write a longer one, whose echoes are all cut. How a piece of input cut says its whole length.</extracomment>
        <translation>({count:,} caractères)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="47"/>
        <source>character {character}</source>
        <translation>caractère {character}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="54"/>
        <source>game spec</source>
        <extracomment>The source of a mistake in a game&apos;s specification (``sticks:n=10``) when the specification is not shown.</extracomment>
        <translation>description du jeu</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="56"/>
        <source>moves</source>
        <extracomment>The source of a mistake in moves typed (``--moves``, the board&apos;s field) and in a position given.</extracomment>
        <translation>coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="57"/>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="222"/>
        <source>the input is nested too deeply to be read or searched; for a game, give a depth</source>
        <translation>l’entrée est trop profondément imbriquée pour être lue ou explorée ; pour un jeu, donnez une profondeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="225"/>
        <source>there is not enough memory for this input; choose a smaller game, file or depth</source>
        <translation>la mémoire ne suffit pas pour cette entrée ; choisissez un jeu, un fichier ou une profondeur plus petits</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="50"/>
        <source>{name}: {reason}</source>
        <extracomment>A mistake in a named part of the input (a parameter, a place in a file): its name first.</extracomment>
        <translation>{name} : {reason}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="28"/>
        <source>{value} is below the minimum {bound}</source>
        <extracomment>A number out of its range (the number, or its first digits).</extracomment>
        <translation>{value} est en dessous du minimum {bound}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="29"/>
        <source>{value} is above the maximum {bound}</source>
        <translation>{value} est au-dessus du maximum {bound}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="95"/>
        <source>&apos;{text}&apos; is not a whole number (digits 0 to 9)</source>
        <translation>&apos;{text}&apos; n’est pas un nombre entier (chiffres de 0 à 9)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="116"/>
        <source>{value} is too large</source>
        <translation>{value} est trop grand</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="143"/>
        <source>&apos;{text}&apos; is not a number (digits 0 to 9 and a point)</source>
        <extracomment>Most characters of a decimal number read (``0.000000000000001``, ``123456789012345.5``).</extracomment>
        <translation>&apos;{text}&apos; n’est pas un nombre (chiffres de 0 à 9 et un point)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="146"/>
        <source>{value} has more than {most} characters</source>
        <translation>{value} a plus de {most} caractères</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/numbers.py" line="150"/>
        <source>{value} is not above {bound}</source>
        <translation>{value} n’est pas supérieur à {bound}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="38"/>
        <source>a file name is needed</source>
        <extracomment>Free text, kept as typed (a FEN); it cannot hold a comma, which separates parameters. What an empty value of a file name or of free text lacks.</extracomment>
        <translation>il faut un nom de fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="39"/>
        <source>a value is needed</source>
        <translation>il faut une valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="81"/>
        <source>&apos;{text}&apos; is not one of {choices}</source>
        <translation>&apos;{text}&apos; n’est pas l’un de {choices}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="131"/>
        <source>the range {part} is empty</source>
        <translation>l’intervalle {part} est vide</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="133"/>
        <source>the range {part} is too long</source>
        <translation>l’intervalle {part} est trop long</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="138"/>
        <source>at least one number is needed</source>
        <translation>il faut au moins un nombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="140"/>
        <source>at most {most} numbers are allowed</source>
        <translation>{most} nombres au plus sont permis</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="368"/>
        <source>unknown game &apos;{name}&apos; (known games: {known})</source>
        <translation>jeu inconnu &apos;{name}&apos; (jeux connus : {known})</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="376"/>
        <source>parameters expected after &apos;:&apos;</source>
        <translation>des paramètres sont attendus après &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="385"/>
        <source>{game} needs {name}=… ({help})</source>
        <translation>{game} demande {name}=… ({help})</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="399"/>
        <source>&apos;{item}&apos; should be name=value</source>
        <translation>&apos;{item}&apos; devrait s’écrire nom=valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="402"/>
        <location filename="../../gameviz/lab/teacher_heuristic.py" line="93"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="403"/>
        <source>unknown parameter &apos;{key}&apos; for {game} (parameters: {expected})</source>
        <translation>paramètre inconnu &apos;{key}&apos; pour {game} (paramètres : {expected})</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="407"/>
        <source>{key} is given twice</source>
        <translation>{key} est donné deux fois</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="416"/>
        <source>game spec &apos;{spec}&apos;</source>
        <translation>description du jeu &apos;{spec}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="423"/>
        <source>&apos;{text}&apos; has an empty item</source>
        <translation>&apos;{text}&apos; a un élément vide</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="29"/>
        <source>gameviz: error: {message}</source>
        <extracomment>The word before a mistake&apos;s message (``gameviz: error: …``, in French ``gameviz: erreur : …``).</extracomment>
        <translation>gameviz : erreur : {message}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="118"/>
        <source>cannot write: {stream} is closed</source>
        <extracomment>What a terminal would obey or hide in a result: controls but newline and tab, C1 controls, zero-width and bidirectional marks, line separators, lone surrogates. The characters of ASCII that are safe, to find the others in an ASCII text faster than a search can. the first failure, kept: code that tolerates a failed write (argparse) does not hide it</extracomment>
        <translation>impossible d’écrire : la {stream} est fermée</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="143"/>
        <source>cannot read: standard input is closed</source>
        <extracomment>Standard input closed, and a stream failing as it is written, flushed or read.</extracomment>
        <translation>impossible de lire : l’entrée standard est fermée</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="144"/>
        <source>cannot write {stream} ({why})</source>
        <translation>impossible d’écrire sur la {stream} ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="145"/>
        <source>cannot flush {stream} ({why})</source>
        <translation>impossible de vider la {stream} ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="146"/>
        <source>cannot read {stream} ({why})</source>
        <translation>impossible de lire la {stream} ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="167"/>
        <source>standard output</source>
        <translation>sortie standard</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/output.py" line="168"/>
        <source>standard error</source>
        <translation>sortie d’erreur</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/entry.py" line="26"/>
        <source>search its positions as a tree instead (gameviz tree {game} --moves …)</source>
        <extracomment>What to do on the command line instead of building a whole arena no limit lets be built (Connect 4&apos;s exact solver).</extracomment>
        <translation>explorez plutôt ses positions en arbre (gameviz tree {game} --moves …)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/entry.py" line="27"/>
        <source>search its positions as a tree instead (gameviz tree {game} --moves …) or solve them exactly (gameviz connect4 solve)</source>
        <translation>explorez plutôt ses positions en arbre (gameviz tree {game} --moves …) ou résolvez-les exactement (gameviz connect4 solve)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="52"/>
        <source>{refusal}: {advice}</source>
        <extracomment>A refusal and what to do instead.</extracomment>
        <translation>{refusal} : {advice}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/__init__.py" line="51"/>
        <source>{game} is an arena, not a game with rules</source>
        <extracomment>The course&apos;s example: 10 sticks, take 1 to 3, whoever takes the last stick loses.</extracomment>
        <translation>{game} est une arène, pas un jeu avec des règles</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/arena_rules.py" line="87"/>
        <source>no vertex &apos;{word}&apos; in the arena</source>
        <translation>aucun sommet &apos;{word}&apos; dans l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="62"/>
        <source>&apos;{fen}&apos; is not a FEN: {error}</source>
        <extracomment>How many positions&apos; boards are kept parsed (parsing a FEN is the slow part of a move). Positions whose outcome, moves and evaluation searches keep (each up to a few kilobytes). The value of each kind of piece for MVV-LVA ordering (the king attacks last). an arena explored around a position names each position by the moves that reach it (:func:`gameviz.core.game.name_by_moves`): its own label repeats from one position to the next</extracomment>
        <translation>&apos;{fen}&apos; n’est pas une FEN : {error}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="66"/>
        <source>the FEN &apos;{fen}&apos; is not a legal position: {why}</source>
        <translation>la FEN &apos;{fen}&apos; n’est pas une position légale : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="130"/>
        <source>{move} does not get the king out of check</source>
        <extracomment>the weights of the evaluation&apos;s terms (None: those of the preferences, the course&apos;s by default)</extracomment>
        <translation>{move} ne sort pas le roi de l’échec</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="133"/>
        <source>no piece stands on {square}</source>
        <translation>aucune pièce n’est sur {square}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="136"/>
        <source>the piece on {square} is not the side to move&apos;s</source>
        <translation>la pièce sur {square} n’est pas au camp qui a le trait</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="138"/>
        <source>{move} is not a legal move here</source>
        <translation>{move} n’est pas un coup légal ici</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="149"/>
        <source>move {number}, &apos;{token}&apos;: {why}</source>
        <translation>coup {number}, &apos;{token}&apos; : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="188"/>
        <source>&apos;{state}&apos; is not a chess position: {error}</source>
        <translation>&apos;{state}&apos; n’est pas une position d’échecs : {error}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="332"/>
        <source>not a legal move here</source>
        <extracomment>Why a move typed is refused when it names no legal move of the position.</extracomment>
        <translation>ce coup n’est pas légal ici</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="351"/>
        <source>ambiguous: say which piece moves (Nbd2, R1e2)</source>
        <translation>ambigu : dites quelle pièce joue (Nbd2, R1e2)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="355"/>
        <source>not a move in SAN (e4, Nf3, O-O, exd5, e8=Q) or UCI (e2e4)</source>
        <translation>ce n’est pas un coup en notation SAN (e4, Nf3, O-O, exd5, e8=Q) ni UCI (e2e4)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="108"/>
        <source>Chinese checkers is played by 2, 3, 4 or 6 players, not {players}</source>
        <extracomment>The six directions between neighbouring holes, in cube coordinates (x, y, z), x + y + z = 0. The points players sit on, numbered clockwise from the bottom (0) to the lower right (5). A position: the player (0: nobody) in each hole, in the order of :attr:`ChineseCheckers.holes`, and who moves. A move: the hole a peg leaves and the hole it stops in (indices), or :data:`PASS`.</extracomment>
        <translation>les dames chinoises se jouent à 2, 3, 4 ou 6 joueurs, pas {players}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="112"/>
        <source>the points of the star have 1 to 4 rows, not {size}</source>
        <translation>les branches de l’étoile ont de 1 à 4 rangées, pas {size}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="248"/>
        <source>&apos;{token}&apos; is not a move: write the hole a peg leaves and the one it stops in, such as c2-e3</source>
        <extracomment>searched with a score per player (max^n, paranoid) when more than two play the holes, in cube coordinates, row by row from the bottom the name of each hole: its row (a at the bottom) and its rank in the row from the left for each hole, (neighbour, hole beyond it in the same direction or -1) per direction on the board by player, the holes of their starting point, of their target (the opposite point), and the distance of every hole to the far tip of their target</extracomment>
        <translation>&apos;{token}&apos; n’est pas un coup : écrivez le trou que quitte un pion et celui où il s’arrête, comme c2-e3</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="253"/>
        <source>&apos;{name}&apos; is not a hole of this board (rows a to {last}, counted from the left)</source>
        <translation>&apos;{name}&apos; n’est pas un trou de ce plateau (rangées a à {last}, comptées depuis la gauche)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="263"/>
        <source>a player passes only when they cannot move</source>
        <translation>un joueur ne passe que s’il ne peut pas jouer</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="268"/>
        <source>{hole} holds a peg of J{player}</source>
        <translation>{hole} porte un pion de J{player}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="269"/>
        <source>{hole} holds no peg of J{player}</source>
        <translation>{hole} ne porte aucun pion de J{player}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="272"/>
        <source>{hole} is occupied (by J{player}): a peg stops in a free hole</source>
        <translation>{hole} est occupé (par J{player}) : un pion s’arrête dans un trou libre</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="274"/>
        <source>{there} is neither next to {hole} nor at the end of a chain of jumps over occupied holes from {hole}</source>
        <translation>{there} n’est ni voisin de {hole} ni au bout d’une chaîne de sauts par-dessus des trous occupés depuis {hole}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chomp.py" line="124"/>
        <source>&apos;{token}&apos; is not a square from b1 to {last} (a1 is the poison)</source>
        <extracomment>Largest bar (squares) built as a whole arena: 8 × 8 has 25,736 vertices and 797,817 moves (solved in 2 s and 90 MB); 9 × 9&apos;s 97,236 vertices and 3,840,823 moves took 15 s and 400 MB.</extracomment>
        <translation>&apos;{token}&apos; n’est pas une case de b1 à {last} (a1 est le carré empoisonné)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/connect4.py" line="118"/>
        <source>&apos;{token}&apos; is not a column from 1 to {last}</source>
        <extracomment>Positions of the boards of at most 20 cells with 10,000 or more, as counted by ``benchmarks/connect4_positions.py``; 5,000,001 means more than five million.</extracomment>
        <translation>&apos;{token}&apos; n’est pas une colonne de 1 à {last}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/grundy_game.py" line="100"/>
        <source>&apos;{token}&apos; should be two unequal heaps a+b, the parts of the heap split (7 splits into 6+1, 5+2 or 4+3)</source>
        <extracomment>A move: the heap split, and the smaller of the two heaps it becomes. Largest heap at the start: 60 objects already give about a million positions.</extracomment>
        <translation>&apos;{token}&apos; devrait être deux tas inégaux a+b, les parts du tas partagé (7 se partage en 6+1, 5+2 ou 4+3)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/nim.py" line="104"/>
        <source>&apos;{token}&apos; should be heap:count with a heap from 1 to {last}</source>
        <translation>&apos;{token}&apos; devrait s’écrire tas:nombre avec un tas de 1 à {last}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="55"/>
        <source>an Othello board has an even size from 4 to 8, not {size}</source>
        <extracomment>Largest board whose whole arena is built (4 × 4). Weight of a square by kind, and of one move of mobility.</extracomment>
        <translation>un plateau d’Othello a une taille paire de 4 à 8, pas {size}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="156"/>
        <source>&apos;{token}&apos; is not a square from a1 to {last}, nor &apos;pass&apos;</source>
        <extracomment>(shift, mask of the squares a shifted disc may land on), one per direction</extracomment>
        <translation>&apos;{token}&apos; n’est pas une case de a1 à {last}, ni &apos;pass&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/sticks.py" line="106"/>
        <source>&apos;{token}&apos; is not an allowed number of sticks ({allowed})</source>
        <extracomment>Vertices from which the arena is built at once, with NumPy, rather than explored position by position.</extracomment>
        <translation>&apos;{token}&apos; n’est pas un nombre de bâtonnets permis ({allowed})</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/tictactoe.py" line="102"/>
        <source>&apos;{token}&apos; is not a cell number from 1 to {last}</source>
        <translation>&apos;{token}&apos; n’est pas un numéro de case de 1 à {last}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/__init__.py" line="65"/>
        <source>&apos;{path}&apos; is a folder, not an arena file (.json, .dot, .graphml, .py, .gm) or a game specification (see: gameviz games)</source>
        <extracomment>The module of each format, by suffix; it reads with ``arena_from_&lt;format&gt;`` and writes with ``arena_to_&lt;format&gt;`` (the course&apos;s Python notation is only read).</extracomment>
        <translation>&apos;{path}&apos; est un dossier, pas un fichier d’arène (.json, .dot, .graphml, .py, .gm) ni la description d’un jeu (voir : gameviz games)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/__init__.py" line="71"/>
        <source>unknown arena format &apos;{suffix}&apos; (known: {known})</source>
        <translation>format d’arène inconnu &apos;{suffix}&apos; (connus : {known})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/__init__.py" line="97"/>
        <source>cannot write arenas as &apos;{suffix}&apos; (writable: {known}; the course&apos;s Python notation is read only)</source>
        <translation>impossible d’écrire une arène en &apos;{suffix}&apos; (formats possibles : {known} ; la notation Python du cours est seulement lue)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="28"/>
        <source>the edge {tail} → {head} appears twice</source>
        <extracomment>Most vertices an arena file may hold (the largest arenas gameviz generates have a few million). Longest id or label read, in characters. A move written twice; what a target names by default.</extracomment>
        <translation>l’arc {tail} → {head} apparaît deux fois</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="29"/>
        <source>target</source>
        <translation>la cible</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="34"/>
        <source>player of vertex &apos;{name}&apos;</source>
        <translation>le joueur du sommet &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="41"/>
        <source>{what} is longer than {most:,} characters</source>
        <translation>{what} : plus de {most:,} caractères</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="45"/>
        <source>{what} &apos;{value}&apos; holds a lone surrogate at character {at}, half of a character that no file can hold</source>
        <translation>{what} &apos;{value}&apos; contient un demi-caractère (surrogate isolé) au caractère {at}, qu’aucun fichier ne peut contenir</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="46"/>
        <source>unknown vertex &apos;{name}&apos;</source>
        <extracomment>The two players of the course&apos;s games. Most players an arena may have (games of more than two: Chinese checkers has up to six). ``add_vertex(..., board=FROM_RULES)``: ask :meth:`~gameviz.core.arena.Arena.set_board_factory`&apos;s function. The refusals of a vertex an arena does not have (or has already), by kind.</extracomment>
        <translation>sommet inconnu &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="48"/>
        <source>edge from unknown vertex &apos;{name}&apos;</source>
        <translation>arc depuis un sommet inconnu &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="50"/>
        <source>no edge {name}</source>
        <translation>pas d’arc {name}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="53"/>
        <source>player</source>
        <extracomment>What a player number is called in a refusal, by default.</extracomment>
        <translation>le joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="70"/>
        <location filename="../../gameviz/io/builder.py" line="74"/>
        <source>{what} must be 1 to {most}, not {value}</source>
        <translation>{what} doit être de 1 à {most}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="96"/>
        <source>{what} of vertex &apos;{vertex}&apos; must be 1 to {most}, not {value}</source>
        <translation>{what} du sommet &apos;{vertex}&apos; doit être de 1 à {most}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="97"/>
        <source>the vertex id</source>
        <translation>l’identifiant du sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="100"/>
        <source>the label of vertex &apos;{name}&apos;</source>
        <translation>l’étiquette du sommet &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="103"/>
        <source>target of vertex &apos;{name}&apos;</source>
        <translation>la cible du sommet &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="105"/>
        <source>the file has more than {most:,} vertices, the most gameviz reads</source>
        <translation>le fichier a plus de {most:,} sommets, le plus que gameviz lise</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="49"/>
        <location filename="../../gameviz/io/builder.py" line="108"/>
        <source>duplicate vertex id &apos;{name}&apos;</source>
        <translation>identifiant de sommet en double &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/vertices.py" line="47"/>
        <location filename="../../gameviz/io/builder.py" line="123"/>
        <source>edge to unknown vertex &apos;{name}&apos;</source>
        <translation>arc vers un sommet inconnu &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="130"/>
        <source>{what} &apos;{name}&apos; is not a vertex</source>
        <translation>{what} &apos;{name}&apos; n’est pas un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="134"/>
        <source>vertex &apos;{name}&apos; is a target of two players</source>
        <translation>le sommet &apos;{name}&apos; est une cible de deux joueurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="143"/>
        <source>start &apos;{name}&apos; is not a vertex</source>
        <translation>le départ &apos;{name}&apos; n’est pas un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/builder.py" line="148"/>
        <source>the game</source>
        <translation>le jeu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="15"/>
        <source>this is a folder, not a file</source>
        <extracomment>A folder named where a file is read, and a file that cannot be read (with the system&apos;s reason).</extracomment>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="16"/>
        <source>cannot read the file ({why})</source>
        <translation>impossible de lire le fichier ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="42"/>
        <source>no such file</source>
        <extracomment>Files larger than this are refused before being read. Deepest nesting read in any format: brackets of JSON and exercise trees, subgraphs of DOT, elements of GraphML.</extracomment>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="59"/>
        <source>the file is larger than {limit:,} bytes, the most gameviz reads</source>
        <translation>le fichier dépasse {limit:,} octets, le plus que gameviz lise</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="84"/>
        <source>this is {kind}, not a regular file; gameviz reads only files</source>
        <translation>c’est {kind}, pas un fichier ordinaire ; gameviz ne lit que des fichiers</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="91"/>
        <source>a named pipe</source>
        <translation>un tube nommé</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="93"/>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="95"/>
        <source>a socket</source>
        <translation>une socket</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="96"/>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="111"/>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="156"/>
        <source>cannot write here ({why})</source>
        <translation>impossible d’écrire ici ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/files.py" line="168"/>
        <source>cannot write the file ({why})</source>
        <translation>impossible d’écrire le fichier ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="110"/>
        <location filename="../../gameviz/io/pgsolver.py" line="174"/>
        <source>start {start} is not a vertex</source>
        <extracomment>The version written: 1 for two players (as every earlier gameviz writes), 2 for more.</extracomment>
        <translation>le départ {start} n’est pas un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="114"/>
        <source>the game is a specification string</source>
        <translation>le jeu est une chaîne de description</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="143"/>
        <source>an edge is a pair of vertex ids, [&quot;from&quot;, &quot;to&quot;]</source>
        <translation>un arc est une paire d’identifiants de sommets, [&quot;from&quot;, &quot;to&quot;]</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="150"/>
        <source>an arena file holds one JSON object</source>
        <translation>un fichier d’arène contient un seul objet JSON</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="153"/>
        <source>&quot;format&quot; must be &quot;{format}&quot;</source>
        <translation>&quot;format&quot; doit valoir &quot;{format}&quot;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="157"/>
        <source>version {version} is not supported (this gameviz reads versions 1 and 2)</source>
        <translation>la version {version} n’est pas prise en charge (ce gameviz lit les versions 1 et 2)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="166"/>
        <source>a vertex is an object with an id and a player</source>
        <translation>un sommet est un objet avec un identifiant (id) et un joueur (player)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="169"/>
        <source>a vertex needs a non-empty string id</source>
        <translation>un sommet a besoin d’un identifiant, une chaîne non vide</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="58"/>
        <source>the tree has more than {most:,} nodes</source>
        <extracomment>Largest exercise tree read (nodes). Most players of a tree of vectors. Why a tree of more than :data:`MAX_NODES` nodes is refused.</extracomment>
        <translation>l’arbre a plus de {most:,} nœuds</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="60"/>
        <source>tree</source>
        <extracomment>The source of a mistake in a tree typed (not read from a file).</extracomment>
        <translation>arbre</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/errors.py" line="59"/>
        <source>the end</source>
        <extracomment>What a reader found where it expected more of the text.</extracomment>
        <translation>la fin</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="62"/>
        <source>the &apos;{bracket}&apos; at character {at} is never closed</source>
        <extracomment>Mistakes both notations of trees can make.</extracomment>
        <translation>le &apos;{bracket}&apos; du caractère {at} n’est jamais fermé</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="63"/>
        <source>&apos;{first}&apos; or &apos;{second}&apos; is expected, not &apos;{found}&apos;</source>
        <translation>&apos;{first}&apos; ou &apos;{second}&apos; est attendu, pas &apos;{found}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="64"/>
        <source>a vector has one score per player, 2 to {most}, not {scores}</source>
        <translation>un vecteur a un score par joueur, de 2 à {most}, pas {scores}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="65"/>
        <source>this vector has {scores} scores, but the first one has {players}: every leaf has one score per player</source>
        <translation>ce vecteur a {scores} scores, mais le premier en a {players} : chaque feuille a un score par joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="67"/>
        <location filename="../../gameviz/io/json_arena.py" line="172"/>
        <source>a label is a string</source>
        <translation>une étiquette est une chaîne</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="121"/>
        <source>&apos;{word}&apos; is not a number, &apos;[&apos;, &apos;]&apos; or &apos;,&apos;</source>
        <extracomment>A tree as read: plain values (two players) or a score per player. the length of the vectors, once one is read (None: plain values)</extracomment>
        <translation>&apos;{word}&apos; n’est ni un nombre, ni &apos;[&apos;, &apos;]&apos; ou &apos;,&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="145"/>
        <source>a value or &apos;[&apos; is expected, not {found}</source>
        <translation>une valeur ou &apos;[&apos; est attendu, pas {found}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="152"/>
        <source>a leaf of this tree is a vector of {players} scores, such as ({example}), not a single number</source>
        <translation>une feuille de cet arbre est un vecteur de {players} scores, comme ({example}), pas un seul nombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="161"/>
        <source>an empty list is not a node: a node has children or a value</source>
        <translation>une liste vide n’est pas un nœud : un nœud a des fils ou une valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="164"/>
        <source>the tree is nested more than {most} levels deep</source>
        <translation>l’arbre est imbriqué sur plus de {most} niveaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="182"/>
        <source>{number}… is too large a number (at most about 1.8e308)</source>
        <translation>{number}… est un nombre trop grand (au plus environ 1.8e308)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="189"/>
        <source>the leaves of this tree are single numbers: a vector of scores cannot be one of them</source>
        <translation>les feuilles de cet arbre sont des nombres seuls : un vecteur de scores ne peut pas en être une</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="195"/>
        <source>a score is expected, not {found}</source>
        <translation>un score est attendu, pas {found}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="221"/>
        <source>unexpected &apos;{text}&apos; after the end of the tree</source>
        <translation>&apos;{text}&apos; inattendu après la fin de l’arbre</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="291"/>
        <source>a node is a number, a list or an object (not true, false, null or NaN)</source>
        <translation>un nœud est un nombre, une liste ou un objet (pas true, false, null ni NaN)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="298"/>
        <source>an empty list is not a node</source>
        <translation>une liste vide n’est pas un nœud</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="301"/>
        <source>a node is a number, a list or an object</source>
        <translation>un nœud est un nombre, une liste ou un objet</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="308"/>
        <source>unknown key &apos;{key}&apos; (keys: label, value, children, player)</source>
        <translation>clé inconnue &apos;{key}&apos; (clés : label, value, children, player)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="312"/>
        <source>a value is a number, inf or -inf (not null or NaN)</source>
        <translation>une valeur est un nombre, inf ou -inf (pas null ni NaN)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="317"/>
        <source>children are a list</source>
        <translation>les fils (children) sont une liste</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="319"/>
        <source>leaf {label} has no value</source>
        <translation>la feuille {label} n’a pas de valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="320"/>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="328"/>
        <source>the label</source>
        <translation>l’étiquette</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="348"/>
        <source>&apos;{item}&apos; is not a number</source>
        <translation>&apos;{item}&apos; n’est pas un nombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="350"/>
        <source>a value is a number</source>
        <translation>une valeur est un nombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="366"/>
        <source>a tree has single numbers or vectors of scores, not both (the first vector is at line {line})</source>
        <translation>un arbre a des nombres seuls ou des vecteurs de scores, pas les deux (le premier vecteur est à la ligne {line})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="368"/>
        <source>a tree has single numbers or vectors of scores, not both (the first number is at line {line})</source>
        <translation>un arbre a des nombres seuls ou des vecteurs de scores, pas les deux (le premier nombre est à la ligne {line})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="380"/>
        <source>a player is 1, 2, … (or &quot;max&quot; or &quot;min&quot;)</source>
        <translation>un joueur est 1, 2, … (ou &quot;max&quot; ou &quot;min&quot;)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="396"/>
        <source>the root player is a number from 1</source>
        <translation>le joueur de la racine est un nombre à partir de 1</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/exercise_tree.py" line="403"/>
        <source>the root player is &quot;max&quot; or &quot;min&quot;</source>
        <translation>le joueur de la racine est &quot;max&quot; ou &quot;min&quot;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="175"/>
        <source>{what} must be 1 or 2 in version 1 (an arena of more players is version 2), not {player}</source>
        <translation>{what} doit être 1 ou 2 en version 1 (une arène à plus de joueurs est en version 2), pas {player}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="188"/>
        <source>targets are {example}</source>
        <translation>les cibles s’écrivent {example}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="192"/>
        <source>a list of vertex ids is expected</source>
        <translation>une liste d’identifiants de sommets est attendue</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="196"/>
        <source>target {target} is not a vertex</source>
        <translation>la cible {target} n’est pas un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="202"/>
        <source>the &quot;{key}&quot; list is missing</source>
        <translation>la liste &quot;{key}&quot; manque</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_arena.py" line="205"/>
        <source>&quot;{key}&quot; must be a {kind}</source>
        <translation>&quot;{key}&quot; doit être de type {kind}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_position.py" line="39"/>
        <source>nested more than {most} levels deep</source>
        <extracomment>Most digits of a number read from JSON (a float holds about 308). A bracket, the opening quote of a string or too long a run of digits. A string is then skipped with ``str.find``: a regular expression for a whole string costs about a hundred bytes per character.</extracomment>
        <translation>imbriqué sur plus de {most} niveaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_position.py" line="41"/>
        <location filename="../../gameviz/io/pgsolver.py" line="128"/>
        <source>a number of more than {most} digits is not read</source>
        <translation>un nombre de plus de {most} chiffres n’est pas lu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/json_position.py" line="53"/>
        <source>not valid JSON ({why})</source>
        <translation>JSON invalide ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="90"/>
        <source>node &apos;{name}&apos; has no player attribute (player=1 or 2)</source>
        <extracomment>Graphviz shapes of the players&apos; vertices: J1 circles and J2 squares as in the course, then others.</extracomment>
        <translation>le nœud &apos;{name}&apos; n’a pas d’attribut de joueur (player=1 ou 2)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="149"/>
        <source>comment never closed</source>
        <extracomment>What may separate a quoted string from a ``+`` that joins it to the next one.</extracomment>
        <translation>commentaire jamais fermé</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="150"/>
        <source>unexpected character {character}</source>
        <translation>caractère inattendu {character}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="188"/>
        <source>string never closed</source>
        <translation>chaîne jamais fermée</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="195"/>
        <source>a quoted string is expected after &apos;+&apos;</source>
        <translation>une chaîne entre guillemets est attendue après &apos;+&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="289"/>
        <source>expected &apos;{text}&apos;, found &apos;{found}&apos;</source>
        <extracomment>per node: the defaults when it first appears (shared, never changed), its own attributes, its offset and its name (the one string that names it, however often it is written) the moves, as three columns (the names are the nodes&apos; own strings)</extracomment>
        <translation>&apos;{text}&apos; attendu, &apos;{found}&apos; trouvé</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="291"/>
        <source>expected &apos;{text}&apos; before the end</source>
        <translation>&apos;{text}&apos; attendu avant la fin</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="312"/>
        <source>arenas are directed graphs: write &apos;digraph&apos;</source>
        <translation>les arènes sont des graphes orientés : écrivez &apos;digraph&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="314"/>
        <source>a DOT arena starts with &apos;digraph&apos;</source>
        <translation>une arène DOT commence par &apos;digraph&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="321"/>
        <source>text after the end of the graph</source>
        <translation>du texte après la fin du graphe</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="362"/>
        <source>a value is expected after &apos;=&apos;</source>
        <translation>une valeur est attendue après &apos;=&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="377"/>
        <source>arenas are directed: use &apos;-&gt;&apos;</source>
        <translation>les arènes sont orientées : utilisez &apos;-&gt;&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="411"/>
        <source>subgraphs nested more than {most} levels deep</source>
        <translation>des sous-graphes imbriqués sur plus de {most} niveaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="420"/>
        <source>a node name is expected, found &apos;{found}&apos;</source>
        <translation>un nom de nœud est attendu, &apos;{found}&apos; trouvé</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="449"/>
        <source>an attribute name is expected, found &apos;{found}&apos;</source>
        <translation>un nom d’attribut est attendu, &apos;{found}&apos; trouvé</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/dot.py" line="454"/>
        <source>a value is expected for &apos;{key}&apos;</source>
        <translation>une valeur est attendue pour &apos;{key}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="126"/>
        <source>the file has no &lt;graph&gt; element</source>
        <extracomment>The player numbers a file may give, as text. Characters XML 1.0 cannot hold at all (C0 controls but tab, newline and return; U+FFFE, U+FFFF).</extracomment>
        <translation>le fichier n’a pas d’élément &lt;graph&gt;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="133"/>
        <source>node &apos;{name}&apos; has no player data</source>
        <translation>le nœud &apos;{name}&apos; n’a pas de donnée de joueur (player)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="174"/>
        <source>not valid XML ({why})</source>
        <translation>XML invalide ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="187"/>
        <source>the file&apos;s root element is &lt;{tag}&gt;, not &lt;graphml&gt;: this is not a GraphML file</source>
        <translation>l’élément racine du fichier est &lt;{tag}&gt;, pas &lt;graphml&gt; : ce n’est pas un fichier GraphML</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="190"/>
        <source>elements nested more than {most} levels deep</source>
        <translation>des éléments imbriqués sur plus de {most} niveaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="206"/>
        <source>a node has no id</source>
        <translation>un nœud n’a pas d’identifiant (id)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="211"/>
        <source>an edge needs a source and a target</source>
        <translation>un arc a besoin d’une source et d’une cible (source, target)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="213"/>
        <source>arenas are directed: this edge is undirected</source>
        <translation>les arènes sont orientées : cet arc ne l’est pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/graphml.py" line="237"/>
        <source>document type declarations and entities are not read in an arena file; remove the &lt;!DOCTYPE …&gt;</source>
        <translation>les déclarations de type de document et les entités ne sont pas lues dans un fichier d’arène ; retirez le &lt;!DOCTYPE …&gt;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/pgsolver.py" line="59"/>
        <source>PGSolver games have two players, this arena has {players}</source>
        <extracomment>Priorities the writer gives: J1&apos;s targets, J2&apos;s targets, the other vertices. A vertex line up to its successors (ASCII digits only), then its name and &apos;;&apos; (see :func:`_row`).</extracomment>
        <translation>les jeux PGSolver ont deux joueurs, cette arène en a {players}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/pgsolver.py" line="99"/>
        <source>the game has no vertex: a line per vertex is expected, identifier priority owner successors &quot;name&quot;;</source>
        <translation>le jeu n’a aucun sommet : une ligne par sommet est attendue, identifiant priorité propriétaire successeurs &quot;nom&quot;;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/pgsolver.py" line="152"/>
        <source>expected a vertex: identifier priority owner successors &quot;name&quot;;</source>
        <translation>un sommet est attendu : identifiant priorité propriétaire successeurs &quot;nom&quot;;</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/pgsolver.py" line="164"/>
        <source>the owner of vertex {vertex} must be 0 or 1, not {owner}</source>
        <translation>le propriétaire du sommet {vertex} doit être 0 ou 1, pas {owner}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/pgsolver.py" line="195"/>
        <source>edge to unknown vertex {name}</source>
        <translation>arc vers un sommet inconnu {name}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="58"/>
        <source>a course .py arena file is at most {most:,} bytes: write larger arenas as JSON or DOT</source>
        <extracomment>Largest file read, in bytes (its syntax tree takes up to about 230 MB). Why a larger file is refused.</extracomment>
        <translation>un fichier d’arène .py du cours fait au plus {most:,} octets : écrivez les arènes plus grandes en JSON ou en DOT</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course_budget.py" line="12"/>
        <source>a value of more than {most:,} items is not read</source>
        <extracomment>A value or a whole number too large to be read.</extracomment>
        <translation>une valeur de plus de {most:,} éléments n’est pas lue</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course_budget.py" line="13"/>
        <source>a whole number of more than {most:,} bits is not read</source>
        <translation>un nombre entier de plus de {most:,} bits n’est pas lu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course_budget.py" line="53"/>
        <source>the file takes more than {most:,} steps to read; write the arena with fewer or smaller loops</source>
        <extracomment>Most items a comprehension, a ``range`` or any value built (a list, a string) may have. Most steps (expressions evaluated, loop turns, filters tried) reading a whole file may take. Deepest nesting of expressions read (``-(-(-1))``, ``1 + 1 + 1``: one level per operator). Largest whole number read, in bits. Most work reading a whole file may cost, beyond its steps: the size of everything built (characters of a string, items of a list, a tuple, a set or a dictionary, 64-bit words of a whole number) and of everything scanned (``x in a_list``, ``min``, ``max``, ``list(…)``), charged before it is done when the size is known in advance.</extracomment>
        <translation>la lecture du fichier prend plus de {most:,} étapes ; écrivez l’arène avec des boucles moins nombreuses ou plus courtes</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course_budget.py" line="61"/>
        <source>the file builds or scans more than {most:,} items, characters or digits to read; write the arena with fewer or smaller values</source>
        <translation>la lecture du fichier construit ou parcourt plus de {most:,} éléments, caractères ou chiffres ; écrivez l’arène avec des valeurs moins nombreuses ou plus petites</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="95"/>
        <source>no arena found: the file should define arene = {{vertex: [successors], ...}}</source>
        <translation>aucune arène trouvée : le fichier devrait définir arene = {{sommet: [successeurs], ...}}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="118"/>
        <source>arene must be a dictionary {{vertex: [successors]}}</source>
        <extracomment>A value of the course&apos;s notation and the syntax node that wrote it (None for a value given in Python).</extracomment>
        <translation>arene doit être un dictionnaire {{sommet: [successeurs]}}</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="143"/>
        <source>no owners found: the file should define Sommets1 (and Sommets2)</source>
        <translation>aucun propriétaire trouvé : le fichier devrait définir Sommets1 (et Sommets2)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="151"/>
        <source>the successors of {vertex} must be a list</source>
        <translation>les successeurs de {vertex} doivent être une liste</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="155"/>
        <source>edge from {tail} to unknown vertex {head} (every vertex must be a key of arene)</source>
        <translation>arc de {tail} vers un sommet inconnu {head} (chaque sommet doit être une clé de arene)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="177"/>
        <source>a function or a module is not an arena value</source>
        <translation>une fonction ou un module n’est pas une valeur d’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="210"/>
        <source>vertex {vertex} cannot be a dictionary key</source>
        <translation>le sommet {vertex} ne peut pas être une clé de dictionnaire</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="215"/>
        <source>vertex {vertex} is in both Sommets1 and Sommets2</source>
        <translation>le sommet {vertex} est à la fois dans Sommets1 et dans Sommets2</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="223"/>
        <source>vertex {vertex} is in neither Sommets1 nor Sommets2</source>
        <translation>le sommet {vertex} n’est ni dans Sommets1 ni dans Sommets2</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="234"/>
        <source>not valid Python (a null character)</source>
        <translation>Python invalide (un caractère nul)</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="241"/>
        <source>not valid Python ({why})</source>
        <translation>Python invalide ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="244"/>
        <source>the file is nested too deeply for Python to read it</source>
        <translation>le fichier est trop profondément imbriqué pour que Python le lise</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="266"/>
        <source>a dictionary, set or list of vertices is expected</source>
        <translation>un dictionnaire, un ensemble ou une liste de sommets est attendu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="282"/>
        <source>{kind} expressions are not read</source>
        <translation>les expressions {kind} ne sont pas lues</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="286"/>
        <source>expressions nested more than {most} levels deep are not read</source>
        <translation>les expressions imbriquées sur plus de {most} niveaux ne sont pas lues</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="301"/>
        <source>the constant {value} is not read</source>
        <translation>la constante {value} n’est pas lue</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="318"/>
        <source>** in a dictionary is not read</source>
        <translation>** dans un dictionnaire n’est pas lu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="328"/>
        <source>the name &apos;{name}&apos; is not defined</source>
        <translation>le nom &apos;{name}&apos; n’est pas défini</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="338"/>
        <location filename="../../gameviz/io/course.py" line="343"/>
        <source>this operator is not read</source>
        <translation>cet opérateur n’est pas lu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="346"/>
        <source>string formatting is not read</source>
        <translation>le formatage de chaînes n’est pas lu</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="352"/>
        <source>only numbers can be multiplied</source>
        <translation>seuls les nombres peuvent être multipliés</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="370"/>
        <source>this comparison is not read</source>
        <translation>cette comparaison n’est pas lue</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="384"/>
        <source>only range, list, tuple, set, dict, len, min, max are read</source>
        <translation>seuls range, list, tuple, set, dict, len, min, max sont lus</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="389"/>
        <source>range takes one to three whole numbers</source>
        <translation>range prend un à trois nombres entiers</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="392"/>
        <source>range of {items:,} items is too long (at most {most:,})</source>
        <translation>un range de {items:,} éléments est trop long (au plus {most:,})</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="417"/>
        <source>the comprehension produces more than {most:,} items</source>
        <translation>la compréhension produit plus de {most:,} éléments</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="423"/>
        <source>async comprehensions are not read</source>
        <translation>les compréhensions async ne sont pas lues</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="442"/>
        <source>wrong number of values to unpack</source>
        <translation>mauvais nombre de valeurs à déballer</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course.py" line="446"/>
        <source>this loop variable is not read</source>
        <translation>cette variable de boucle n’est pas lue</translation>
    </message>
    <message>
        <location filename="../../gameviz/io/course_statements.py" line="29"/>
        <source>only NAME = … assignments are read; {statement} is not</source>
        <extracomment>How many characters of a refused statement its refusal shows.</extracomment>
        <translation>seules les affectations NOM = … sont lues ; {statement} ne l’est pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/arguments.py" line="94"/>
        <source>a step</source>
        <extracomment>A count above 0 (a vertex limit, columns, rows): at most a billion, which no machine reaches anyway. What a step is called in a refusal of ``--step`` (the noun a caller gives :func:`chosen_steps`).</extracomment>
        <translation>une étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/arguments.py" line="94"/>
        <source>an event</source>
        <translation>un événement</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/arguments.py" line="96"/>
        <source>--worksheet draws the blank exercise and the result: it does not go with --step or --all-steps</source>
        <extracomment>``--worksheet`` asked with steps (it draws the blank exercise and the result).</extracomment>
        <translation>--worksheet dessine l’exercice vierge et le résultat : il ne va pas avec --step ni --all-steps</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/arguments.py" line="149"/>
        <source>--step must be &apos;{result}&apos; or {noun} from 1 to {frames} (the result), not &apos;{step}&apos;</source>
        <translation>--step doit être &apos;{result}&apos; ou {noun} de 1 à {frames} (le résultat), pas &apos;{step}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/board_picture.py" line="37"/>
        <source>--board draws one picture of a position: it does not go with {options}</source>
        <extracomment>The options of ``export`` that draw an arena&apos;s steps, not one board.</extracomment>
        <translation>--board dessine une image d’une position : il ne va pas avec {options}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/board_picture.py" line="41"/>
        <source>--board draws the board of a game (connect4, tictactoe, chess, …), not of an arena file</source>
        <translation>--board dessine le plateau d’un jeu (connect4, tictactoe, chess, …), pas d’un fichier d’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/examples.py" line="51"/>
        <source>cannot copy the examples: {why}</source>
        <translation>impossible de copier les exemples : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="105"/>
        <source>--moves and --heuristic draw a position&apos;s board, with --board (a play drawn on the arena is --play MOVES)</source>
        <translation>--moves et --heuristic dessinent le plateau d’une position, avec --board (une partie dessinée sur l’arène s’écrit --play COUPS)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="120"/>
        <source>--play writes a web page when given no moves: give -o a file ending in .html, or the moves of the play to draw</source>
        <translation>--play sans coups écrit une page web : donnez à -o un fichier en .html, ou les coups de la partie à dessiner</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="137"/>
        <source>the arena has more than {most:,} vertices, and an export draws at most {most:,} vertices and edges: choose a smaller game (solve has no such limit)</source>
        <translation>l’arène a plus de {most:,} sommets, et un export dessine au plus {most:,} sommets et arcs : choisissez un jeu plus petit (solve n’a pas cette limite)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="144"/>
        <source>choose a smaller arena (solve has no such limit)</source>
        <translation>choisissez une arène plus petite (solve n’a pas cette limite)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="155"/>
        <source>--player {player}: the arena has {players} players</source>
        <translation>--player {player} : l’arène a {players} joueurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="164"/>
        <source>--play needs a game, whose moves it reads, not a file</source>
        <translation>--play demande un jeu, dont il lit les coups, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/export.py" line="195"/>
        <source>export one step (--step N) or a smaller game</source>
        <translation>exportez une seule étape (--step N) ou un jeu plus petit</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/game_graph.py" line="27"/>
        <source>--graph game needs an impartial game (sticks, nim, grundy or chomp), not a file</source>
        <translation>--graph game demande un jeu impartial (sticks, nim, grundy ou chomp), pas un fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/install_desktop.py" line="36"/>
        <source>cannot write the desktop files: {why}</source>
        <translation>impossible d’écrire les fichiers du bureau : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/lab.py" line="48"/>
        <location filename="../../gameviz/ui/lab_runs.py" line="135"/>
        <source>no Python file (.py) in this folder</source>
        <translation>aucun fichier Python (.py) dans ce dossier</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/lab.py" line="52"/>
        <source>no such file or folder</source>
        <translation>ce fichier ou dossier n’existe pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/lab.py" line="103"/>
        <source>--arena needs one student&apos;s file, not a folder</source>
        <translation>--arena demande le fichier d’un seul étudiant, pas un dossier</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/solve.py" line="66"/>
        <source>--trace prints the events of --algorithm course or queue (the definition&apos;s steps are what solve prints)</source>
        <translation>--trace affiche les événements de --algorithm course ou queue (les étapes de la définition sont ce qu’affiche solve)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/solve.py" line="102"/>
        <source>--impartial does not go with --algorithm or --trace</source>
        <translation>--impartial ne va pas avec --algorithm ni --trace</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/solve.py" line="104"/>
        <source>--impartial needs a game (sticks, nim, grundy or chomp), not a file</source>
        <translation>--impartial demande un jeu (sticks, nim, grundy ou chomp), pas un fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="130"/>
        <source>--worksheet draws to a file: give it with -o (.pdf, .tex, .svg or .png)</source>
        <extracomment>``--shapes``: the tree figure&apos;s shapes of MAX and MIN nodes (the Search Tree tab&apos;s ▲ ▼ and ○ □).</extracomment>
        <translation>--worksheet dessine dans un fichier : donnez-le avec -o (.pdf, .tex, .svg ou .png)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="221"/>
        <source>{refusal}, or --deepen to search deeper and deeper within --time</source>
        <translation>{refusal}, ou --deepen pour chercher de plus en plus profond en --time</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="271"/>
        <source>fewer playouts (mc:N), a smaller depth, or {more}</source>
        <translation>moins de parties simulées (mc:N), une profondeur plus petite, ou {more}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="272"/>
        <source>give a depth</source>
        <translation>donnez une profondeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="273"/>
        <source>a smaller depth</source>
        <translation>une profondeur plus petite</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="275"/>
        <source>{depth}, or {more}</source>
        <translation>{depth}, ou {more}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="276"/>
        <source>{depth}, {more}, or --memo</source>
        <translation>{depth}, {more}, ou --memo</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="290"/>
        <source>-o draws searches of at most {most:,} nodes, and this one enters more: give a smaller tree or a depth (--depth), or leave out -o</source>
        <translation>-o dessine des recherches d’au plus {most:,} nœuds, et celle-ci en visite plus : donnez un arbre plus petit ou une profondeur (--depth), ou retirez -o</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="350"/>
        <source>iterative deepening needs alpha-beta and a depth of at least 1 (or, on a game position, deepens until --time runs out)</source>
        <translation>l’approfondissement itératif demande alpha-bêta et une profondeur d’au moins 1 (ou, sur une position d’un jeu, approfondit jusqu’à la fin de --time)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="353"/>
        <source>--deepen without --depth deepens until --time runs out: it does not go with --trace or -o</source>
        <translation>--deepen sans --depth approfondit jusqu’à la fin de --time : il ne va pas avec --trace ni -o</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/web_page.py" line="30"/>
        <source>play a smaller game (fewer sticks or heaps, a smaller board: Connect 4 fits up to cols=4,rows=4, cols=5,rows=3, cols=3,rows=6 or cols=7,rows=2)</source>
        <extracomment>The suffixes of web pages. What to do when a board page would be too large.</extracomment>
        <translation>jouez à un jeu plus petit (moins de bâtonnets ou de tas, un plateau plus petit : le Puissance 4 tient jusqu’à cols=4,rows=4, cols=5,rows=3, cols=3,rows=6 ou cols=7,rows=2)</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/web_page.py" line="159"/>
        <source>a board page holds every position of the game, at most {most:,} in {size}, and {source} has more: {advice}</source>
        <translation>une page de plateau contient toutes les positions du jeu, au plus {most:,} en {size}, et {source} en a plus : {advice}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="39"/>
        <source>{count:,} positions</source>
        <extracomment>The type of a game&apos;s positions (hashable: they are the arena&apos;s vertices). The type of a game&apos;s moves. The move of a player who cannot move and lets the other play (Othello): a move that is not on the board. Default largest arena :func:`explore` builds. An arena has at most this many moves per vertex of its limit (the moves take most of its memory). How many positions or moves a limit allows, in a refusal.</extracomment>
        <translation>{count:,} positions</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="40"/>
        <source>{count:,} moves</source>
        <translation>{count:,} coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="127"/>
        <source>{spec} has more than {amount}; choose smaller parameters or raise the vertex limit</source>
        <extracomment>``progress(vertices_so_far)``; returning False cancels the exploration. The canonical game specification, e.g. ``&quot;sticks:n=10,take=1-3,last=loses&quot;``. True when both players have the same moves from the same configuration. True when the board picture says more than the label (drawn inside vertices). A game whose position and move types do not matter to the caller.</extracomment>
        <translation>{spec} a plus de {amount} ; choisissez des paramètres plus petits ou relevez la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="166"/>
        <source>the depth must be 0 or more, not {depth}</source>
        <translation>la profondeur doit être 0 ou plus, pas {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="167"/>
        <source>depth</source>
        <translation>profondeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="169"/>
        <source>{spec} has more than {amount} within {depth} moves; choose a smaller depth or raise the vertex limit</source>
        <translation>{spec} a plus de {amount} à moins de {depth} coups ; choisissez une profondeur plus petite ou relevez la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="332"/>
        <source>move {number} ({name}) is played after the game is over</source>
        <translation>le coup {number} ({name}) est joué après la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="335"/>
        <source>move {number} ({name})</source>
        <translation>le coup {number} ({name})</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/game.py" line="348"/>
        <source>{name} is not legal here</source>
        <translation>{name} n’est pas légal ici</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/session.py" line="27"/>
        <source>move</source>
        <extracomment>The source of a mistake in a move played on the board.</extracomment>
        <translation>coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/session.py" line="90"/>
        <source>the game is over: {name} cannot be played</source>
        <translation>la partie est finie : {name} ne peut pas être joué</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/session.py" line="100"/>
        <source>cannot take back {count} moves</source>
        <translation>impossible de reprendre {count} coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/session.py" line="101"/>
        <source>take back</source>
        <translation>reprise</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="229"/>
        <source>the report must be .html, .md or .csv</source>
        <extracomment>The colours of ✗ and ✓ on a light page (each ≥ 4.5:1 against white).</extracomment>
        <translation>le rapport doit être en .html, .md ou .csv</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="85"/>
        <source>{message} (line {line}: {text})</source>
        <extracomment>Seconds a call may take, and megabytes the student&apos;s process may use, unless told otherwise. Seconds to start Python and load the file (its top-level code runs then). Starts Python with gameviz importable, whether installed or run from its source folder. The watchdogs of the students&apos; processes running now (what :func:`containment.kill_strays` spares), and the lock that keeps a watchdog just started from being taken for a stray by another thread. Every student&apos;s code open now, for :func:`stop_every_student`.</extracomment>
        <translation>{message} (ligne {line} : {text})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="127"/>
        <source>students&apos; code is run on Linux and macOS only (a process group is needed to contain it)</source>
        <extracomment>The first argument by which the bundled application (PyInstaller) runs one of the lab&apos;s modules.</extracomment>
        <translation>le code des étudiants ne s’exécute que sous Linux et macOS (il faut un groupe de processus pour le contenir)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="130"/>
        <source>student code must be a Python file (.py)</source>
        <translation>le code de l’étudiant doit être un fichier Python (.py)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="203"/>
        <source>the student&apos;s process did not say what the file defines</source>
        <extracomment>what loading the file gave: the names it defines, or why it failed</extracomment>
        <translation>le processus de l’étudiant n’a pas dit ce que définit le fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="232"/>
        <source>{what} was not called: the run was stopped</source>
        <translation>{what} n’a pas été appelée : l’exécution a été arrêtée</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="246"/>
        <source>the student&apos;s process has ended</source>
        <translation>le processus de l’étudiant s’est terminé</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="258"/>
        <source>{what} took more than {seconds} s (an endless loop?)</source>
        <translation>{what} a pris plus de {seconds} s (une boucle sans fin ?)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="263"/>
        <source>{what} gave an answer of more than {most} MB</source>
        <translation>{what} a donné une réponse de plus de {most} Mo</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="268"/>
        <source>{what} gave an answer gameviz cannot read: {why}</source>
        <translation>{what} a donné une réponse que gameviz ne peut pas lire : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="273"/>
        <source>the student&apos;s process ended during {what}</source>
        <translation>le processus de l’étudiant s’est terminé pendant {what}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="274"/>
        <source>the student&apos;s process ended during {what} (exit status {code})</source>
        <translation>le processus de l’étudiant s’est terminé pendant {what} (code de sortie {code})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="286"/>
        <source>{what} gave an answer without a value</source>
        <translation>{what} a donné une réponse sans valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/sandbox.py" line="294"/>
        <source>MemoryError: {what} used more than {most} MB</source>
        <translation>MemoryError : {what} a utilisé plus de {most} Mo</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/student_game.py" line="72"/>
        <source>no game: define start, accessibles and estjoueur, or est_finale and coups_légaux</source>
        <extracomment>Most positions of a student&apos;s game drawn as an arena (tic-tac-toe has 5,478).</extracomment>
        <translation>aucun jeu : définissez start, accessibles et estjoueur, ou est_finale et coups_légaux</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/student_game.py" line="89"/>
        <source>the student&apos;s game has more than {limit:,} positions</source>
        <translation>le jeu de l’étudiant a plus de {limit:,} positions</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/student_game.py" line="149"/>
        <source>{call} gives {move}: a move is a number of sticks</source>
        <translation>{call} donne {move} : un coup est un nombre de bâtonnets</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/teacher_heuristic.py" line="27"/>
        <source>not Python: {why}</source>
        <extracomment>A teacher&apos;s file that is not Python, with Python&apos;s reason.</extracomment>
        <translation>ce n’est pas du Python : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/teacher_heuristic.py" line="90"/>
        <source>the file cannot be loaded: {why}</source>
        <translation>le fichier ne peut pas être chargé : {why}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/teacher_heuristic.py" line="95"/>
        <source>no function &apos;{name}&apos; in the file (it defines: {defined})</source>
        <translation>aucune fonction &apos;{name}&apos; dans le fichier (il définit : {defined})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/teacher_heuristic.py" line="109"/>
        <source>{call} returned {value}, not a number</source>
        <translation>{call} a renvoyé {value}, pas un nombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_spec.py" line="37"/>
        <source>--fen sets a chess position: give the game as &apos;chess&apos;, not &apos;{source}&apos;</source>
        <translation>--fen donne une position d’échecs : donnez le jeu comme &apos;chess&apos;, pas &apos;{source}&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/source.py" line="55"/>
        <source>the file holds no FEN</source>
        <extracomment>Largest ``.fen`` file read: a position takes less than a hundred characters, a file of them with comments a few kilobytes.</extracomment>
        <translation>le fichier ne contient aucune FEN</translation>
    </message>
    <message>
        <location filename="../../gameviz/source.py" line="79"/>
        <source>no arena file or game specification was given (see: gameviz games)</source>
        <translation>aucun fichier d’arène ni description de jeu n’a été donné (voir : gameviz games)</translation>
    </message>
    <message>
        <location filename="../../gameviz/source.py" line="85"/>
        <source>&apos;{source}&apos; is neither an arena file (.json, .dot, .graphml, .py, .gm) nor a game specification (see: gameviz games)</source>
        <translation>&apos;{source}&apos; n’est ni un fichier d’arène (.json, .dot, .graphml, .py, .gm) ni la description d’un jeu (voir : gameviz games)</translation>
    </message>
    <message>
        <location filename="../../gameviz/source.py" line="178"/>
        <source>the heuristic &apos;{heuristic}&apos; values positions of two-player games; {spec} is valued by its own scores, one per player</source>
        <extracomment>no vertex limit would let the arena be built (the game&apos;s own check refused it)</extracomment>
        <translation>l’heuristique &apos;{heuristic}&apos; évalue les positions des jeux à deux joueurs ; {spec} s’évalue par ses propres scores, un par joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/source.py" line="189"/>
        <source>--moves applies to games, not to exercise trees</source>
        <translation>--moves s’applique aux jeux, pas aux arbres d’exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/maxn.py" line="63"/>
        <source>shallow pruning needs the most the scores add up to, a number ≥ 0, not {shallow}</source>
        <translation>l’élagage superficiel demande le total maximal des scores, un nombre ≥ 0, pas {shallow}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/maxn.py" line="110"/>
        <source>shallow pruning needs scores ≥ 0 adding up to at most {total}: node {node} has {scores}</source>
        <translation>l’élagage superficiel demande des scores ≥ 0 de somme au plus {total} : le nœud {node} a {scores}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/maxn.py" line="126"/>
        <source>the paranoid player is J1 … J{players}, not J{player}</source>
        <translation>le joueur paranoïaque est J1 … J{players}, pas J{player}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="93"/>
        <source>unknown algorithm &apos;{algorithm}&apos; (known: {known})</source>
        <extracomment>The searches of trees with n players (vectors of scores). Deepest bound a search accepts (the tree tab offers up to 12).</extracomment>
        <translation>algorithme inconnu &apos;{algorithm}&apos; (connus : {known})</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="96"/>
        <source>the depth must be from 0 to {most}, not {depth}</source>
        <translation>la profondeur doit être de 0 à {most}, pas {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="100"/>
        <source>iterative deepening needs alpha-beta and a depth of at least 1</source>
        <translation>l’approfondissement itératif demande alpha-bêta et une profondeur d’au moins 1</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="110"/>
        <source>fail-soft is a variant of alpha-beta only</source>
        <translation>fail-soft est une variante de l’alpha-bêta seulement</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="111"/>
        <source>shallow pruning is a variant of max^n only</source>
        <translation>l’élagage superficiel est une variante de max^n seulement</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="113"/>
        <source>memoization goes with minimax, negamax, alpha-beta or paranoid, not max^n</source>
        <translation>la mémoïsation va avec minimax, negamax, alpha-bêta ou paranoïaque, pas max^n</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="115"/>
        <source>the player searched for is a setting of the paranoid search only</source>
        <translation>le joueur pour qui l’on cherche est un réglage de la recherche paranoïaque seulement</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="162"/>
        <source>{algorithm} searches trees with a score per player, such as [[(3,1,2),(6,0,0)],[(1,4,1)]]; this tree has one value per leaf</source>
        <translation>{algorithm} explore des arbres avec un score par joueur, comme [[(3,1,2),(6,0,0)],[(1,4,1)]] ; cet arbre a une seule valeur par feuille</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="166"/>
        <source>this tree has a score for each of {players} players: search it with maxn or paranoid</source>
        <translation>cet arbre a un score pour chacun des {players} joueurs : explorez-le avec maxn ou paranoid</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="182"/>
        <source>shallow pruning needs every score ≥ 0 (and a bounded sum); this tree has a negative score</source>
        <translation>l’élagage superficiel demande que chaque score soit ≥ 0 (et une somme bornée) ; cet arbre a un score négatif</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="29"/>
        <source>node {node} has {count} scores {scores}, but the game has {players} players</source>
        <extracomment>The scores of a position, one per player (J1&apos;s first): the values of searches with n players. A search value: a number (two players) or a vector (n players). A node whose scores are not one per player.</extracomment>
        <translation>le nœud {node} a {count} scores {scores}, mais le jeu a {players} joueurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="159"/>
        <source>node {node} has no value: give it one to stop the search there (or search deeper)</source>
        <translation>le nœud {node} n’a pas de valeur : donnez-lui-en une pour y arrêter la recherche (ou cherchez plus profond)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="206"/>
        <source>a game has at least 2 players, not {players}</source>
        <translation>un jeu a au moins 2 joueurs, pas {players}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="209"/>
        <source>the first player is J1 … J{players}, not J{first}</source>
        <translation>le premier joueur est J1 … J{players}, pas J{first}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="221"/>
        <source>node {node} is played by J{player}, but the game has {players} players</source>
        <translation>le nœud {node} est joué par J{player}, mais le jeu a {players} joueurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="225"/>
        <source>leaf {node} has no scores</source>
        <translation>la feuille {node} n’a pas de scores</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/tree.py" line="242"/>
        <source>node {node} has no scores: give it some to stop the search there (or search deeper)</source>
        <translation>le nœud {node} n’a pas de scores : donnez-lui-en pour y arrêter la recherche (ou cherchez plus profond)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena.py" line="164"/>
        <source>duplicate vertex {vertex}</source>
        <extracomment>The game specification the arena was generated from, if any. True when both players have the same moves (Sprague–Grundy applies). True when a vertex is best drawn with its board picture (its label is cryptic). Positions left unexplored at the edge of a partial arena, with their heuristic value: they have no moves here, and nothing is known of who wins from them.</extracomment>
        <translation>sommet en double {vertex}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena.py" line="272"/>
        <source>target player</source>
        <translation>le joueur de la cible</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena_dicts.py" line="41"/>
        <source>vertex &apos;{vertex}&apos; is a target of both players</source>
        <translation>le sommet &apos;{vertex}&apos; est une cible des deux joueurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/arena_networkx.py" line="45"/>
        <source>node {node} has no &apos;player&apos; attribute</source>
        <translation>le nœud {node} n’a pas d’attribut &apos;player&apos;</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/grundy.py" line="90"/>
        <source>Grundy values need an acyclic arena; this one has a cycle</source>
        <translation>les valeurs de Grundy demandent une arène sans cycle ; celle-ci a un cycle</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/impartial.py" line="104"/>
        <source>{spec} is not an impartial game: its moves depend on the player</source>
        <translation>{spec} n’est pas un jeu impartial : ses coups dépendent du joueur</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/impartial.py" line="105"/>
        <source>game graph</source>
        <translation>graphe du jeu</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/impartial.py" line="113"/>
        <source>the game has more than {limit:,} positions</source>
        <translation>le jeu a plus de {limit:,} positions</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/alphabeta.py" line="136"/>
        <source>iterative deepening needs a depth of at least 1</source>
        <extracomment>What a search of one node returns: (value, principal line, best child, what the value proves). A transposition-table entry: the value, what it proves, the line and the best child.</extracomment>
        <translation>l’approfondissement itératif demande une profondeur d’au moins 1</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/connect4.py" line="110"/>
        <source>a Connect 4 board has at least one column and one row, not {width}×{height}</source>
        <extracomment>Largest transposition table, in entries, before it is emptied. Nodes the compiled kernel searches before the solver looks at the clock (doubled at each call, up to :data:`LAST_CHUNK`, so that the clock and the progress are looked at every few seconds). The kernel&apos;s bitboards: (rows + 1) × columns must fit.</extracomment>
        <translation>une grille de Puissance 4 a au moins une colonne et une rangée, pas {width}×{height}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/connect4.py" line="162"/>
        <source>a move is played after the game is won</source>
        <extracomment>asked every 4,096 nodes (every million or more with the kernel); True stops the search with :class:`Cancelled` exact scores known in advance, by the columns played (an opening book), answered without search told (nodes so far, the score window [low, high] being narrowed) now and then during a long solve</extracomment>
        <translation>un coup est joué après que la partie est gagnée</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/connect4.py" line="165"/>
        <source>column {column} is full</source>
        <translation>la colonne {column} est pleine</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/connect4.py" line="183"/>
        <source>&apos;{word}&apos; is not a column from 1 to {last}; on a board of more than 9 columns, columns are separated by spaces (10 1 5)</source>
        <translation>&apos;{word}&apos; n’est pas une colonne de 1 à {last} ; sur une grille de plus de 9 colonnes, les colonnes sont séparées par des espaces (10 1 5)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/connect4.py" line="185"/>
        <source>&apos;{word}&apos; is not a column from 1 to {last}</source>
        <translation>&apos;{word}&apos; n’est pas une colonne de 1 à {last}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/heuristics.py" line="68"/>
        <source>unknown heuristic &apos;{name}&apos; (known: course, zero, exact, mc:N)</source>
        <extracomment>Playouts between two looks at the budget of the search that asks for the estimate.</extracomment>
        <translation>heuristique inconnue &apos;{name}&apos; (connues : course, zero, exact, mc:N)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/stats.py" line="63"/>
        <source>a uniform tree needs a branching of at least 1 and a depth of at least 0, not {branching} and {depth}</source>
        <extracomment>Largest tree :func:`tree_counts` walks before giving up. How often (in nodes) :func:`tree_counts` asks whether to stop.</extracomment>
        <translation>un arbre uniforme demande un branchement d’au moins 1 et une profondeur d’au moins 0, pas {branching} et {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/__init__.py" line="70"/>
        <source>cannot export pictures as &apos;{suffix}&apos; (formats: {formats})</source>
        <extracomment>Longest side of a PNG written, in pixels: larger images do not open in most viewers.</extracomment>
        <translation>impossible d’exporter des images en &apos;{suffix}&apos; (formats : {formats})</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/__init__.py" line="73"/>
        <source>nothing to export</source>
        <translation>rien à exporter</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/__init__.py" line="79"/>
        <source>the picture would be {width:,} × {height:,} pixels at {scale} pixels per point, less than one on a side: raise the scale (--scale, 2 by default)</source>
        <translation>l’image ferait {width:,} × {height:,} pixels à {scale} pixels par point, moins d’un sur un côté : augmentez l’échelle (--scale, 2 par défaut)</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/__init__.py" line="84"/>
        <source>the picture would be {width:,} × {height:,} pixels, more than {most:,} on a side, which most viewers cannot open: export SVG or PDF (no such limit), one step (--step), a lower --scale or a smaller game</source>
        <translation>l’image ferait {width:,} × {height:,} pixels, plus de {most:,} sur un côté, ce que la plupart des visionneuses ne peuvent pas ouvrir : exportez en SVG ou en PDF (sans cette limite), une seule étape (--step), une échelle --scale plus basse ou un jeu plus petit</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/raster.py" line="33"/>
        <source>a {width}×{height} pixel image is too large: lower the scale or export SVG or PDF</source>
        <translation>une image de {width}×{height} pixels est trop grande : baissez l’échelle ou exportez en SVG ou en PDF</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/size.py" line="31"/>
        <source>the picture would draw {items:,} vertices and edges, more than the {most:,} an export draws</source>
        <extracomment>Vertices and edges one picture may draw (``sticks:n=5000``, 40,000 of them, takes 3 s and 250 MB). Vertices and edges all the pictures of one export may draw together (every step of a search or of an attractor: the number of pictures times what each draws). Nodes a search drawn by ``gameviz tree -o`` may enter: each of its events is a frame, and replaying them grows with the square of the nodes.</extracomment>
        <translation>l’image dessinerait {items:,} sommets et arcs, plus que les {most:,} que dessine un export</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/size.py" line="39"/>
        <source>{pictures:,} pictures of {each:,} vertices and edges would draw {items:,}, more than the {most:,} an export draws</source>
        <translation>{pictures:,} images de {each:,} sommets et arcs en dessineraient {items:,}, plus que les {most:,} que dessine un export</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/size.py" line="55"/>
        <source>export one step or a smaller game</source>
        <translation>exportez une seule étape ou un jeu plus petit</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/tikz.py" line="425"/>
        <source>the picture has {named:,} vertices and moves, more than the {most:,} pdflatex can hold in one TikZ picture: export PDF or SVG, or a smaller game</source>
        <extracomment>Most vertices and moves in one TikZ picture: pdflatex keeps a whole picture in its memory. Measured with TeX Live&apos;s 5,000,000 words: a stick arena of 4,996 compiles (in 11 s), one of 6,994 runs out (&quot;TeX capacity exceeded&quot;), as does the tic-tac-toe arena (21,645). Largest coordinate written: TeX&apos;s numbers stop at 16,383, and pgf&apos;s arithmetic needs room. Labels are ``<byte value="xc"/>ootnotesize``, or ``scriptsize`` (8 pt in an 11 pt Beamer) in pictures scaled below this, whose vertices are closer. How much wider than its vertex a label may be (it may take some of the room between vertices). The share of ``	extheight`` a picture may take (a frame&apos;s title and the equation need the rest). The names of a board&apos;s colours, by key of :attr:`~gameviz.figure.style.Palette.board_pieces`. The players&apos; colours are named by their number in words: ``gvonefill``, ``gvtwoline``, … points of the picture per unit written: TeX&apos;s numbers stop at 16,383</extracomment>
        <translation>l’image a {named:,} sommets et coups, plus que les {most:,} que pdflatex peut tenir dans une image TikZ : exportez en PDF ou en SVG, ou un jeu plus petit</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="167"/>
        <source>a board page plays a game of two players from its start: this arena has {players} players</source>
        <extracomment>The bytes of a position in a board page, at least (its label, board, moves and ranks, in JSON): a game&apos;s arena is explored for a board page to at most :data:`PAGE_LIMIT` over this. The most positions a board page holds.</extracomment>
        <translation>une page de plateau joue une partie à deux joueurs depuis son départ : cette arène a {players} joueurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="169"/>
        <source>a board page plays a game of two players from its start: this arena has {players} players and no start</source>
        <translation>une page de plateau joue une partie à deux joueurs depuis son départ : cette arène a {players} joueurs et pas de départ</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/worksheet.py" line="33"/>
        <source>cannot write a worksheet as &apos;{suffix}&apos; (formats: {formats})</source>
        <extracomment>The names of the two pictures, for SVG and PNG files and TikZ comments.</extracomment>
        <translation>impossible d’écrire une feuille d’exercice en &apos;{suffix}&apos; (formats : {formats})</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/arenas.py" line="73"/>
        <source>solve takes a game specification, an arena file or an arena, not {kind} (the course&apos;s dictionaries become an arena with gameviz.arena(arene, s1=…, v1=…, v2=…))</source>
        <extracomment>An arena as the API takes it: a game specification or a file (its path), or an arena. Vertices as the course writes a set of them: ``{v: True, …}``, or any set, list or tuple.</extracomment>
        <translation>solve prend la description d’un jeu, un fichier d’arène ou une arène, pas {kind} (les dictionnaires du cours deviennent une arène avec gameviz.arena(arene, s1=…, v1=…, v2=…))</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/choices.py" line="37"/>
        <source>unknown {what} &apos;{value}&apos; (known: {known})</source>
        <extracomment>The themes of pictures: the window&apos;s light and dark, the course&apos;s colours, print. ``lang``: a language of the interface, or the system&apos;s.</extracomment>
        <translation>{what} inconnu &apos;{value}&apos; (connus : {known})</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/pictures.py" line="67"/>
        <source>cannot save a picture as &apos;{suffix}&apos; (formats: {formats})</source>
        <extracomment>What :meth:`Picture.save` writes, by suffix.</extracomment>
        <translation>impossible d’enregistrer une image en &apos;{suffix}&apos; (formats : {formats})</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/searching.py" line="91"/>
        <source>pictures draw searches of at most {most:,} nodes, and this one entered {nodes:,}: search a smaller tree or to a smaller depth to draw it</source>
        <extracomment>A tree as the API takes it: written out (``&quot;[[3,12,8],[2,4,6],[14,5,2]]&quot;``, or as Python lists), a file holding one, or a game specification (with ``moves``).</extracomment>
        <translation>les images dessinent des recherches d’au plus {most:,} nœuds, et celle-ci en a visité {nodes:,} : explorez un arbre plus petit ou à une profondeur plus petite pour la dessiner</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/searching.py" line="113"/>
        <source>event {event}: the events go from 1 to {last}, then the result (event None)</source>
        <translation>événement {event} : les événements vont de 1 à {last}, puis le résultat (événement None)</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/solving.py" line="103"/>
        <source>the arena has no vertex {vertex}</source>
        <translation>l’arène n’a pas de sommet {vertex}</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/solving.py" line="144"/>
        <source>solve a smaller game to draw it</source>
        <translation>résolvez un jeu plus petit pour le dessiner</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/solving.py" line="157"/>
        <source>player {player}: the arena has players {players}, or &apos;all&apos; of them</source>
        <translation>joueur {player} : l’arène a les joueurs {players}, ou &apos;all&apos; (tous)</translation>
    </message>
    <message>
        <location filename="../../gameviz/api/solving.py" line="190"/>
        <source>step {step}: the steps go from 1 to {frames}, the result (or step None)</source>
        <translation>étape {step} : les étapes vont de 1 à {frames}, le résultat (ou l’étape None)</translation>
    </message>
    <message>
        <location filename="../../gameviz/layout/course.py" line="66"/>
        <source>the course layout draws stick games and Nim, whose positions are heaps of sticks (such as sticks:n=10); the positions of this arena are not: choose another layout</source>
        <extracomment>Room between columns, as a part of the column&apos;s width plus a margin, so that larger text (presentation mode) makes larger vertices with gaps that do not grow as much; between the bands. Room between positions stacked in one band. Largest arena drawn this way (a column of Nim grows with the number of heaps).</extracomment>
        <translation>la disposition du cours dessine les jeux de bâtonnets et le Nim, dont les positions sont des tas de bâtonnets (comme sticks:n=10) ; les positions de cette arène ne le sont pas : choisissez une autre disposition</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/desktop_files.py" line="56"/>
        <source>--prefix is empty: give a folder, or leave --prefix out for the user&apos;s data folder</source>
        <extracomment>Sizes of the PNG icons, in pixels.</extracomment>
        <translation>--prefix est vide : donnez un dossier, ou omettez --prefix pour le dossier de données de l’utilisateur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="81"/>
        <source>a heuristic is a function of a Python file (.py)</source>
        <translation>une heuristique est une fonction d’un fichier Python (.py)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_heuristic.py" line="85"/>
        <source>the file defines no function at its top level (def h(position): …)</source>
        <translation>le fichier ne définit aucune fonction à son premier niveau (def h(position): …)</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../../gameviz/games/chomp.py" line="188"/>
        <source>Chomp</source>
        <translation>Chomp</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chomp.py" line="189"/>
        <source>A chocolate bar with a poisoned top-left square; eat a square and everything below and to its right. Whoever must eat the poison loses.</source>
        <translation>Une tablette de chocolat dont le carré en haut à gauche est empoisonné ; on mange un carré et tout ce qui est en dessous et à sa droite. Celui qui doit manger le poison a perdu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chomp.py" line="195"/>
        <source>rows of the bar</source>
        <translation>lignes de la tablette</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chomp.py" line="196"/>
        <source>columns of the bar</source>
        <translation>colonnes de la tablette</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chomp.py" line="201"/>
        <source>a whole Chomp arena is only built for bars of at most {most} squares (8×8, 6×10…): every configuration of a {rows}×{cols} bar has dozens of moves, tens of millions in all, whatever the vertex limit</source>
        <translation>l’arène entière de Chomp n’est construite que pour des tablettes d’au plus {most} carrés (8×8, 6×10…) : chaque configuration d’une tablette {rows}×{cols} a des dizaines de coups, des dizaines de millions en tout, quelle que soit la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/connect4.py" line="191"/>
        <source>a whole Connect 4 arena is only built for boards of at most {most} cells (4×4, 5×4…); {cols}×{rows} has far too many positions, whatever the vertex limit</source>
        <translation>l’arène entière du Puissance 4 n’est construite que pour des grilles d’au plus {most} cases (4×4, 5×4…) ; {cols}×{rows} a bien trop de positions, quelle que soit la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/connect4.py" line="259"/>
        <source>Connect 4</source>
        <extracomment>Depth of the alpha-beta estimate of a column the exact solver could not finish in time.</extracomment>
        <translation>Puissance 4</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/connect4.py" line="260"/>
        <source>Drop discs in turn; four in a row (across, up or diagonally) wins.</source>
        <translation>Chacun son tour, on lâche un pion dans une colonne ; quatre alignés (horizontalement, verticalement ou en diagonale) gagnent.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/connect4.py" line="265"/>
        <location filename="../../gameviz/games/tictactoe.py" line="208"/>
        <source>columns of the board</source>
        <translation>colonnes de la grille</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/connect4.py" line="266"/>
        <location filename="../../gameviz/games/tictactoe.py" line="207"/>
        <source>rows of the board</source>
        <translation>lignes de la grille</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/graph.py" line="23"/>
        <source>Arena from a file</source>
        <translation>Arène depuis un fichier</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/graph.py" line="24"/>
        <source>An arena written in the course&apos;s Python notation (arene = {...}, Sommets1, Victoire1, Victoire2) or in any arena file format.</source>
        <translation>Une arène écrite dans la notation Python du cours (arene = {...}, Sommets1, Victoire1, Victoire2) ou dans un format de fichier d’arène.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/graph.py" line="29"/>
        <source>the file that describes the arena</source>
        <translation>le fichier qui décrit l’arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/nim.py" line="126"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/nim.py" line="127"/>
        <source>Several heaps; a move takes sticks from one heap. Normal play: whoever takes the last stick wins.</source>
        <translation>Plusieurs tas ; un coup retire des bâtonnets d’un seul tas. Version normale : celui qui prend le dernier bâtonnet gagne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/nim.py" line="133"/>
        <source>sizes of the heaps</source>
        <translation>tailles des tas</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/nim.py" line="134"/>
        <location filename="../../gameviz/games/sticks.py" line="164"/>
        <source>whoever takes the last stick</source>
        <translation>celui qui prend le dernier bâtonnet</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="71"/>
        <source>Random arena</source>
        <extracomment>With cycles, the share of vertices (the start aside) left without moves, besides one of each player.</extracomment>
        <translation>Arène aléatoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="72"/>
        <source>A random arena from a seed, to practise attractors on new graphs (bipartite with two players).</source>
        <translation>Une arène aléatoire à partir d’une graine, pour s’exercer aux attracteurs sur de nouveaux graphes (biparti à deux joueurs).</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="77"/>
        <source>number of vertices</source>
        <translation>nombre de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="78"/>
        <source>most moves from a vertex</source>
        <translation>nombre maximal de coups depuis un sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="79"/>
        <source>no cycles (every play ends)</source>
        <translation>sans cycle (toute partie se termine)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="80"/>
        <source>the seed of the random choices</source>
        <translation>la graine des tirages aléatoires</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/random_arena.py" line="81"/>
        <source>players (more than two: attractors against a coalition)</source>
        <translation>joueurs (plus de deux : attracteurs contre une coalition)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/sticks.py" line="155"/>
        <source>Stick game</source>
        <translation>Jeu des bâtonnets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/sticks.py" line="156"/>
        <source>n sticks; each player removes one of the allowed numbers in turn (the course&apos;s game: 10 sticks, take 1–3, whoever takes the last stick loses).</source>
        <translation>n bâtonnets ; chaque joueur en retire à son tour un des nombres permis (le jeu du cours : 10 bâtonnets, on en retire 1 à 3, celui qui prend le dernier a perdu).</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/sticks.py" line="162"/>
        <source>number of sticks at the start</source>
        <translation>nombre de bâtonnets au départ</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/sticks.py" line="163"/>
        <source>how many sticks a move may remove</source>
        <translation>nombres de bâtonnets qu’un coup peut retirer</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/tictactoe.py" line="201"/>
        <source>Tic-tac-toe (m,n,k)</source>
        <translation>Morpion (m,n,k)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/tictactoe.py" line="202"/>
        <source>Place X (J1) and O (J2) in turn; k in a row wins. 3×3 with k=3 is tic-tac-toe.</source>
        <translation>On place X (J1) et O (J2) à tour de rôle ; k alignés gagnent. 3×3 avec k=3 est le morpion.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/tictactoe.py" line="209"/>
        <source>pieces in a row to win</source>
        <translation>pions à aligner pour gagner</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/tictactoe.py" line="217"/>
        <source>k={k} cannot fit on a {rows}×{cols} board</source>
        <translation>k={k} ne tient pas sur une grille {rows}×{cols}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="263"/>
        <source>an Othello board has an even size (4, 6 or 8), not {size}</source>
        <translation>un plateau d’Othello a une taille paire (4, 6 ou 8), pas {size}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="271"/>
        <source>a whole Othello arena is only built for the 4×4 board; {size}×{size} has far too many positions, whatever the vertex limit</source>
        <translation>l’arène entière d’Othello n’est construite que pour le plateau 4×4 ; {size}×{size} a bien trop de positions, quelle que soit la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="277"/>
        <source>h = squares of ● {black} − squares of ○ ({white}) + {weight} × mobility (● {mobile_black} − ○ {mobile_white}) = {value}</source>
        <extracomment>The formula line of *Heuristic on the Board*, its terms named.</extracomment>
        <translation>h = cases de ● {black} − cases de ○ ({white}) + {weight} × mobilité (● {mobile_black} − ○ {mobile_white}) = {value}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="302"/>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="303"/>
        <source>Place a disc that brackets a line of the opponent&apos;s discs, which turn over; a player who cannot move passes. Most discs at the end wins.</source>
        <translation>Poser un pion qui encadre une ligne de pions adverses, qui se retournent ; un joueur qui ne peut pas jouer passe. Le plus de pions à la fin gagne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/othello.py" line="308"/>
        <source>squares on a side (4, 6 or 8)</source>
        <translation>cases par côté (4, 6 ou 8)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/arena_rules.py" line="21"/>
        <source>An arena&apos;s own moves</source>
        <extracomment>What the application knows of an arena&apos;s rules: nothing beyond the defaults (a full search is refused when it would be too long, as for any game).</extracomment>
        <translation>Les coups d’une arène</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/arena_rules.py" line="22"/>
        <source>The moves and targets of an arena, searched as a game.</source>
        <translation>Les coups et les cibles d’une arène, explorés comme un jeu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="328"/>
        <source>Chinese checkers is played by 2, 3, 4 or 6 players, not {players}</source>
        <translation>les dames chinoises se jouent à 2, 3, 4 ou 6 joueurs, pas {players}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="336"/>
        <source>a whole Chinese checkers arena is only built for points of one row (size=1); size={size} has far too many positions, whatever the vertex limit</source>
        <translation>l’arène entière des dames chinoises n’est construite que pour des branches d’une rangée (size=1) ; size={size} a bien trop de positions, quelle que soit la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="343"/>
        <source>a full search of Chinese checkers would not finish (positions repeat): {hint}</source>
        <translation>une recherche complète des dames chinoises ne finirait pas (des positions reviennent) : {hint}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="348"/>
        <source>still to travel: {left}; travelled: {travelled}; h = {own} − {others} = {value}</source>
        <extracomment>The formula line of *Heuristic on the Board*: the distances, and h.</extracomment>
        <translation>reste à parcourir : {left} ; parcouru : {travelled} ; h = {own} − {others} = {value}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="372"/>
        <source>Chinese checkers</source>
        <translation>Dames chinoises</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="373"/>
        <source>Move all your pegs into the opposite point of the star: one step to a free hole, or a chain of jumps over occupied holes. 2, 3, 4 or 6 players.</source>
        <translation>Amener tous ses pions dans la pointe opposée de l’étoile : un pas vers une case libre, ou une suite de sauts par-dessus des cases occupées. 2, 3, 4 ou 6 joueurs.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="379"/>
        <source>players: 2, 3, 4 or 6</source>
        <translation>joueurs : 2, 3, 4 ou 6</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chinesecheckers.py" line="381"/>
        <source>rows of each point: 4 is the standard star (10 pegs each), 2 a small one (3 pegs)</source>
        <translation>rangées de chaque pointe : 4 pour l’étoile standard (10 pions chacun), 2 pour une petite (3 pions)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_spec.py" line="18"/>
        <source>chess has about 10⁵⁰ positions (the course&apos;s estimate): its whole arena can never be built, whatever the vertex limit; the arena around a position is offered to depth 1 or 2</source>
        <extracomment>The usual start position (python-chess&apos;s ``chess.STARTING_FEN``). Why the arena is not built, with the seed&apos;s estimate of the number of positions of chess (seed 000); the application translates it (a sentence without variable parts).</extracomment>
        <translation>les échecs ont environ 10⁵⁰ positions (l’estimation du cours) : leur arène entière ne peut jamais être construite, quelle que soit la limite de sommets ; l’arène autour d’une position est proposée à la profondeur 1 ou 2</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="359"/>
        <source>not a legal position</source>
        <translation>position illégale</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="377"/>
        <source>White has no king</source>
        <translation>les Blancs n’ont pas de roi</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="378"/>
        <source>Black has no king</source>
        <translation>les Noirs n’ont pas de roi</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="379"/>
        <source>a side has more than one king</source>
        <translation>un camp a plus d’un roi</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="380"/>
        <source>White has more than 8 pawns</source>
        <translation>les Blancs ont plus de 8 pions</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="381"/>
        <source>Black has more than 8 pawns</source>
        <translation>les Noirs ont plus de 8 pions</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="382"/>
        <source>a pawn stands on the first or last rank</source>
        <translation>un pion est sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="383"/>
        <source>White has more than 16 pieces</source>
        <translation>les Blancs ont plus de 16 pièces</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="384"/>
        <source>Black has more than 16 pieces</source>
        <translation>les Noirs ont plus de 16 pièces</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="385"/>
        <source>the castling rights do not match the kings and rooks</source>
        <translation>les droits de roque ne correspondent pas aux rois et aux tours</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="386"/>
        <source>the en-passant square is impossible</source>
        <translation>la case de prise en passant est impossible</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="387"/>
        <source>the side not to move is in check</source>
        <translation>le camp qui ne joue pas est en échec</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="388"/>
        <source>the board is empty</source>
        <translation>l’échiquier est vide</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="389"/>
        <source>both kings are in check</source>
        <translation>les deux rois sont en échec</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="390"/>
        <source>the race is over</source>
        <translation>la course est finie</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="391"/>
        <source>the race has the wrong pieces</source>
        <translation>la course n’a pas les bonnes pièces</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="392"/>
        <source>the king is checked by more pieces than a move can give</source>
        <translation>le roi est en échec par plus de pièces qu’un coup ne peut en donner</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess.py" line="393"/>
        <source>the king is checked in a way no move can give</source>
        <translation>le roi est en échec d’une façon qu’aucun coup ne peut donner</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_spec.py" line="53"/>
        <source>a full search of a chess position would not finish: give a depth, e.g. 2 or 3 (a mate in n moves is found at depth 2n − 1)</source>
        <translation>une recherche complète d’une position d’échecs ne finirait pas : donnez une profondeur, par exemple 2 ou 3 (un mat en n coups se trouve à la profondeur 2n − 1)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_spec.py" line="66"/>
        <source>Chess</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_spec.py" line="67"/>
        <source>The course&apos;s running example: checkmate wins, stalemate is a draw. Moves in SAN (e4 Nf3 O-O) or UCI; start from any position given as a FEN.</source>
        <translation>L&apos;exemple fil rouge du cours : le mat gagne, le pat est nul. Coups en notation algébrique (e4 Cf3 O-O s&apos;écrit e4 Nf3 O-O) ou UCI ; départ de toute position donnée en FEN.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_spec.py" line="72"/>
        <source>the start position, as a FEN</source>
        <translation>la position de départ, en FEN</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="36"/>
        <source>the board of {spec} is not set by hand</source>
        <extracomment>What successive clicks put in a cell, by kind of board (chess: the piece chosen, or nothing). Most positions searched for the moves that reach a board set by hand (tic-tac-toe, Chomp). The refusal of a game whose boards are not set by hand.</extracomment>
        <translation>le plateau de {spec} ne se règle pas à la main</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="38"/>
        <source>J1 has {first} marks and J2 {second}: J1 moves first, so J1 has as many as J2 when J1 is to move and one more when J2 is</source>
        <extracomment>Counts that do not fit the player to move (J1 moves first), of marks (tic-tac-toe) and discs (Connect 4).</extracomment>
        <translation>J1 a {first} marques et J2 {second} : J1 joue en premier, donc J1 en a autant que J2 quand J1 doit jouer, et une de plus quand c’est à J2</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="40"/>
        <source>J1 has {first} discs and J2 {second}: J1 moves first, so J1 has as many as J2 when J1 is to move and one more when J2 is</source>
        <translation>J1 a {first} pions et J2 {second} : J1 joue en premier, donc J1 en a autant que J2 quand J1 doit jouer, et un de plus quand c’est à J2</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="83"/>
        <source>J{player} does not play Othello</source>
        <translation>J{player} ne joue pas à l’Othello</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="93"/>
        <source>J{player} does not play this game of {players}</source>
        <translation>J{player} ne joue pas à cette partie à {players}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="98"/>
        <source>J{player} has {count} pegs on the board, not {home}</source>
        <translation>J{player} a {count} pions sur le plateau, et non {home}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="108"/>
        <source>an Othello board of {size}×{size} has {squares} squares, not {count}</source>
        <translation>un plateau d’Othello de {size}×{size} a {squares} cases, et non {count}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="113"/>
        <source>empty centre square: {squares}; the four centre squares hold the first four discs, and a disc is never taken away</source>
        <translation>case centrale vide : {squares} ; les quatre cases du centre portent les quatre premiers pions, et un pion n’est jamais retiré</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="119"/>
        <source>the disc on {square} is cut off from the centre: each disc is placed next to one already on the board</source>
        <translation>le pion en {square} est coupé du centre : chaque pion est posé à côté d’un pion déjà sur le plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="186"/>
        <source>both players have {k} in a row: the game stops at the first</source>
        <translation>les deux joueurs ont {k} alignés : la partie s’arrête au premier alignement</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="214"/>
        <source>this position is not legal: {reasons}</source>
        <translation>cette position est illégale : {reasons}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="240"/>
        <source>J{winner} has already won, so J{winner} moved last and J{other} is to move</source>
        <translation>J{winner} a déjà gagné, donc J{winner} a joué en dernier et c’est à J{other} de jouer</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="265"/>
        <source>a disc floats in column {column}: a disc falls to the lowest empty cell</source>
        <translation>un pion flotte dans la colonne {column} : un pion tombe dans la case vide la plus basse</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="250"/>
        <source>both players have four in a row: the game stops at the first</source>
        <translation>les deux joueurs ont quatre pions alignés : la partie s’arrête au premier alignement</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="254"/>
        <source>no game reaches this board: every order of its discs makes four in a row before the last disc</source>
        <translation>aucune partie n’atteint ce plateau : dans tout ordre de ses pions, quatre sont alignés avant le dernier pion</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="307"/>
        <source>row {row} has a square right of an eaten one: eating takes every square to the right and below</source>
        <translation>la ligne {row} a un carré à droite d’un carré mangé : manger prend tous les carrés à droite et en dessous</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="310"/>
        <source>row {row} is longer than the row above it: eating takes every square to the right and below</source>
        <translation>la ligne {row} est plus longue que la ligne du dessus : manger prend tous les carrés à droite et en dessous</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="331"/>
        <source>no play to this board was found among {count:,} positions</source>
        <translation>aucune partie menant à ce plateau n’a été trouvée parmi {count:,} positions</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/board_setup.py" line="334"/>
        <source>no game reaches this board with this player to move</source>
        <translation>aucune partie n’atteint ce plateau avec ce joueur au trait</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_eval.py" line="209"/>
        <source>material</source>
        <extracomment>The terms, in the order of the formula; material is weighted piece by piece. The pieces whose activity counts (pawns and the king are counted by other terms). The course&apos;s values: 1/3/3/5/9, and small positional terms. How the formula names each term.</extracomment>
        <translation>matériel</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_eval.py" line="209"/>
        <source>mobility</source>
        <translation>mobilité</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_eval.py" line="210"/>
        <source>king shelter</source>
        <translation>abri du roi</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_eval.py" line="211"/>
        <source>doubled pawns</source>
        <translation>pions doublés</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_eval.py" line="212"/>
        <source>isolated pawns</source>
        <translation>pions isolés</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/chess_eval.py" line="213"/>
        <source>passed pawns</source>
        <translation>pions passés</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="159"/>
        <source>give a depth</source>
        <extracomment>Most nodes of the plain minimax tree a suggested depth may lead to (alpha-beta visits far fewer).</extracomment>
        <translation>donnez une profondeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="160"/>
        <source>give a depth, e.g. {depth} (about {nodes:,} nodes in the plain minimax tree)</source>
        <translation>donnez une profondeur, par exemple {depth} (environ {nodes:,} nœuds dans l’arbre du minimax simple)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/end_in_one.py" line="25"/>
        <source>h = 0: the game cannot end with the next move (the course&apos;s heuristic, figure 7: +∞ or −∞ one move from the end, 0 otherwise)</source>
        <extracomment>The formula line of a position the game does not leave in one move.</extracomment>
        <translation>h = 0 : la partie ne peut pas finir au coup suivant (l’heuristique du cours, figure 7 : +∞ ou −∞ à un coup de la fin, 0 sinon)</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/end_in_one.py" line="28"/>
        <source>h = {value}: J{player} to move ends the game with a win</source>
        <extracomment>… of a position where the player to move wins with a move that ends the game.</extracomment>
        <translation>h = {value} : J{player}, qui a le trait, finit la partie en gagnant</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/end_in_one.py" line="30"/>
        <source>h = {value}: every move of J{player} ends the game, and J{winner} wins</source>
        <extracomment>… of a position whose every move ends the game.</extracomment>
        <translation>h = {value} : tout coup de J{player} finit la partie, et J{winner} gagne</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/end_in_one.py" line="32"/>
        <source>h = 0: every move of J{player} ends the game in a draw</source>
        <extracomment>… of a position whose every move ends the game in a draw.</extracomment>
        <translation>h = 0 : tout coup de J{player} finit la partie sur un match nul</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/end_in_one.py" line="34"/>
        <source>h = {value}: the game is over and J{winner} has won</source>
        <extracomment>… of a finished game.</extracomment>
        <translation>h = {value} : la partie est finie et J{winner} a gagné</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="289"/>
        <source>try {spec}</source>
        <extracomment>the depth the *Search Tree* tab first searches a game that refuses a search without a depth (:attr:`full_search_check`) at, with moves ordered (chess: 3, about 500 nodes from the start) moves from the start as a user types them, for the help of *Set Position…* the deepest arena around a position the application offers (chess: 2, about 400 positions) *Compare Searches* puts alpha-beta at depth D − 2 beside depth D (the horizon effect) instead of minimax, whose tree is too large (chess)</extracomment>
        <translation>essayez {spec}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="290"/>
        <source>choose smaller parameters</source>
        <translation>choisissez des paramètres plus petits</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/spec.py" line="291"/>
        <source>{spec} has at least {least:,} positions, more than the limit of {limit:,}; {hint}, or raise the vertex limit</source>
        <translation>{spec} a au moins {least:,} positions, plus que la limite de {limit:,} ; {hint}, ou augmentez la limite de sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/full_search.py" line="43"/>
        <source>a full search of this position would not finish (positions repeat, so some plays never end): {hint}</source>
        <translation>une recherche complète de cette position ne finirait pas (des positions reviennent, certaines parties ne finissent jamais) : {hint}</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/full_search.py" line="47"/>
        <source>a full search of this position by {search} would not finish ({plays} plays, more than the budget of {nodes:,} nodes): {hint}, alpha-beta or memoization</source>
        <translation>une recherche complète de cette position par {search} ne finirait pas ({plays} parties, plus que le budget de {nodes:,} nœuds) : {hint}, l’alpha-bêta ou la mémoïsation</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/full_search.py" line="58"/>
        <source>about 10^{power}</source>
        <translation>environ 10^{power}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/session.py" line="82"/>
        <source>{spec} after {moves}</source>
        <extracomment>where the moves start: the game&apos;s start, or a position set by hand (:meth:`set_start`)</extracomment>
        <translation>{spec} après {moves}</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/tree_tab.py" line="370"/>
        <source>{title}, after {node}</source>
        <translation>{title}, après {node}</translation>
    </message>
    <message>
        <location filename="../../gameviz/figure/board_figure.py" line="30"/>
        <source>h after this move</source>
        <extracomment>The labels of the rows under a board of discs.</extracomment>
        <translation>h après ce coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/figure/board_figure.py" line="30"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/grundy_game.py" line="125"/>
        <source>Grundy&apos;s game</source>
        <translation>Jeu de Grundy</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/grundy_game.py" line="126"/>
        <source>One heap of n objects; a move splits a heap into two heaps of different sizes (a variant of Nim). Whoever cannot move loses.</source>
        <translation>Un tas de n objets ; un coup partage un tas en deux tas de tailles différentes (une variante du jeu de Nim). Celui qui ne peut plus jouer a perdu.</translation>
    </message>
    <message>
        <location filename="../../gameviz/games/grundy_game.py" line="132"/>
        <source>objects in the heap at the start</source>
        <translation>objets du tas au départ</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../gameviz/ui/help.py" line="35"/>
        <source>gameviz opens on the stick game of the course: 10 sticks, each player takes 1, 2 or 3, and whoever takes the last stick loses. The vertex (k, i) is the position where player i must play with k sticks left; circles are J1&apos;s positions, squares J2&apos;s.</source>
        <translation>gameviz s’ouvre sur le jeu des bâtonnets du cours : 10 bâtonnets, chaque joueur en prend 1, 2 ou 3, et celui qui prend le dernier a perdu. Le sommet (k, i) est la position où le joueur i doit jouer face à k bâtonnets ; les ronds sont les positions de J1, les carrés celles de J2.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="39"/>
        <source>The double outlines are the winning positions: (0,1) for J1 (J2 has just taken the last stick) and (0,2) for J2. They form 𝒜¹₀ = V₁, the first set of J1&apos;s attractor.</source>
        <translation>Les contours doubles sont les positions de victoire : (0,1) pour J1 (J2 vient de prendre le dernier bâtonnet) et (0,2) pour J2. Elles forment 𝒜¹₀ = V₁, le premier ensemble de l’attracteur de J1.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="42"/>
        <source>Press → (or the ▶▶ button) to build 𝒜¹₁, 𝒜¹₂, …: a vertex of J1 enters as soon as one of its moves leads into the previous set; a vertex of J2 enters when all its moves do. The new vertices are shown in a stronger colour with their rank, and the Step panel says why each one enters.</source>
        <translation>Appuyez sur → (ou le bouton ▶▶) pour construire 𝒜¹₁, 𝒜¹₂, … : un sommet de J1 entre dès qu’un de ses coups mène dans l’ensemble précédent ; un sommet de J2 entre quand tous ses coups y mènent. Les nouveaux sommets apparaissent dans une couleur plus vive avec leur rang, et le panneau Étape dit pourquoi chacun entre.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="47"/>
        <source>The bold edges are the moves that explain the new vertices of J1: together they form J1&apos;s winning strategy, a move to a vertex of smaller rank.</source>
        <translation>Les arêtes en gras sont les coups qui expliquent les nouveaux sommets de J1 : ensemble, ils forment la stratégie gagnante de J1, un coup vers un sommet de rang plus petit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="50"/>
        <source>After the last set, the Result shows both attractors, the draws in grey, both strategies in bold, and who wins from the start: here J1, by taking 1 stick to leave 9.</source>
        <translation>Après le dernier ensemble, le Résultat montre les deux attracteurs, les matchs nuls en gris, les deux stratégies en gras, et qui gagne depuis le départ : ici J1, en prenant 1 bâtonnet pour en laisser 9.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="53"/>
        <source>Click any vertex to see its owner, its rank, its outcome and its moves in the Vertex panel.</source>
        <translation>Cliquez un sommet pour voir dans le panneau Sommet son joueur, son rang, son issue et ses coups.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="55"/>
        <source>Try the exercise mode (Steps menu): click the vertices you think enter the next set, then Check. Try other games with File → New from Game, or draw your own arena in edit mode.</source>
        <translation>Essayez le mode exercice (menu Étapes) : cliquez les sommets qui entrent selon vous dans l’ensemble suivant, puis Vérifier. Essayez d’autres jeux avec Fichier → Nouveau à partir d’un jeu, ou dessinez votre propre arène en mode édition.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="60"/>
        <source>Your first attractor</source>
        <translation>Votre premier attracteur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="65"/>
        <source>Your First Attractor</source>
        <translation>Votre premier attracteur</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="77"/>
        <source>Zoom</source>
        <translation>Zoomer</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="77"/>
        <source>mouse wheel</source>
        <translation>molette de la souris</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="78"/>
        <source>Move the picture</source>
        <translation>Déplacer l’image</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="78"/>
        <source>drag the background</source>
        <translation>glisser le fond</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="79"/>
        <source>Add a move (edit mode)</source>
        <translation>Ajouter un coup (mode édition)</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="80"/>
        <source>drag from a vertex to another</source>
        <translation>glisser d’un sommet à un autre</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="81"/>
        <source>Edit a vertex or a move</source>
        <translation>Modifier un sommet ou un coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="81"/>
        <source>right-click it</source>
        <translation>clic droit dessus</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="84"/>
        <source>Keyboard and mouse</source>
        <translation>Clavier et souris</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="86"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="92"/>
        <source>About gameviz</source>
        <translation>À propos de gameviz</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="94"/>
        <source>Two-player games of perfect information, step by step: arenas, attractors and winning strategies, minimax and alpha-beta.</source>
        <translation>Les jeux à deux joueurs à information parfaite, pas à pas : arènes, attracteurs et stratégies gagnantes, minimax et alpha-bêta.</translation>
    </message>
    <message>
        <location filename="../../gameviz/ui/help.py" line="97"/>
        <source>Free software under the MIT licence.</source>
        <translation>Logiciel libre sous licence MIT.</translation>
    </message>
</context>
<context>
    <name>lab</name>
    <message>
        <location filename="../../gameviz/lab/verdicts.py" line="19"/>
        <source>{call} fails: {error}</source>
        <translation>{call} échoue : {error}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="33"/>
        <source>coup(n) for n = 1 … {n}: a winning move of the {n}-stick game (take 1 to {k}, whoever takes the last stick loses), and 1 from a losing position</source>
        <extracomment>The stick game of ``coup`` and the Nim exercise (seed 001): 21 sticks, take 1 to 4, last loses. The largest move of the other stick games a student&apos;s ``évaluation`` is tried on, to say which game it describes.</extracomment>
        <translation>coup(n) pour n = 1 … {n} : un coup gagnant du jeu des {n} allumettes (retirer 1 à {k}, qui prend la dernière a perdu), et 1 depuis une position perdante</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="35"/>
        <source>{call} = {value}, but with n = {n} one takes 1 to {most}</source>
        <translation>{call} = {value}, mais avec n = {n} on retire de 1 à {most}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="36"/>
        <source>{call} = {value} leads to {left}, a winning position for the opponent: rank {rank} in {attractor}</source>
        <translation>{call} = {value} mène à {left}, une position gagnante pour l’adversaire : rang {rank} dans {attractor}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="38"/>
        <source>{call} = {value}, but {n} is a losing position: the exercise asks for 1 there</source>
        <translation>{call} = {value}, mais {n} est une position perdante : l’exercice demande 1</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="67"/>
        <source>{call} on {arena} returns {value}, not a dictionary whose keys are the winning positions</source>
        <translation>{call} sur {arena} renvoie {value}, et non un dictionnaire dont les clés sont les positions gagnantes</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="69"/>
        <source>{call} on {arena} forgets {vertex}, which enters at step {step} ({set}): {reason}</source>
        <translation>{call} sur {arena} oublie {vertex}, qui entre à l’étape {step} ({set}) : {reason}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="71"/>
        <source>{call} on {arena} adds {vertex}, a vertex of J{p}, but none of its moves leads into the attractor</source>
        <translation>{call} sur {arena} ajoute {vertex}, un sommet de J{p}, mais aucun de ses coups ne mène dans l’attracteur</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="73"/>
        <source>{call} on {arena} adds {vertex}, a vertex of J{q}, but J{q} can move from it to {successor}, outside the attractor: a vertex of the opponent enters only when every move leads in</source>
        <translation>{call} sur {arena} ajoute {vertex}, un sommet de J{q}, mais J{q} peut aller de là vers {successor}, hors de l’attracteur : un sommet de l’adversaire n’entre que si tous ses coups y mènent</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="76"/>
        <source>{call} on {arena} adds {vertex}, where the play ends without J{p} winning</source>
        <translation>{call} sur {arena} ajoute {vertex}, où la partie s’arrête sans que J{p} gagne</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="78"/>
        <source>{function}(G, S{p}, V{p}): its keys are the attractor of J{p} on {arenas}, its values lead to V{p} (0 on V{p}, every other value with a successor of smaller value)</source>
        <translation>{function}(G, S{p}, V{p}) : ses clés sont l’attracteur de J{p} sur {arenas}, ses valeurs mènent à V{p} (0 sur V{p}, toute autre valeur avec un successeur de valeur plus petite)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="81"/>
        <source>{call} on {arena} gives {vertex} the value {value}, but none of its successors has a smaller value ({successors}): following the values does not lead to V{p}</source>
        <translation>{call} sur {arena} donne à {vertex} la valeur {value}, mais aucun de ses successeurs n’a une valeur plus petite ({successors}) : suivre les valeurs ne mène pas à V{p}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="49"/>
        <source>{function}(p, {depth}) for p = 0 … {n}, searching to the end: positive exactly where the player to move wins (take 1 to {k}, whoever takes the last stick loses)</source>
        <translation>{function}(p, {depth}) pour p = 0 … {n}, en cherchant jusqu’à la fin : positive exactement là où le joueur qui doit jouer gagne (retirer 1 à {k}, qui prend la dernière a perdu)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="58"/>
        <source>{call} gives no move, but {p} is a winning position for the player to move: taking {move} leaves {left}, a losing position</source>
        <translation>{call} ne donne aucun coup, mais {p} est une position gagnante pour le joueur qui joue : prendre {move} laisse {left}, une position perdante</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="66"/>
        <source>{function}(G, S{p}, V{p}): the attractor of J{p} on {arenas}</source>
        <extracomment>The names the course gives each function, in French and in ASCII (and a few English ones). The arenas ``attracteur`` is tried on: the course&apos;s, then random ones.</extracomment>
        <translation>{function}(G, S{p}, V{p}) : l’attracteur de J{p} sur {arenas}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="84"/>
        <source>{call} on {arena} gives {vertex} the value {value}, but J{p} cannot win from it in fewer than {rank} moves (rank {rank}: {set})</source>
        <translation>{call} sur {arena} donne à {vertex} la valeur {value}, mais J{p} ne peut pas gagner depuis ce sommet en moins de {rank} coups (rang {rank} : {set})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="86"/>
        <source>{call} on {arena} gives {vertex} the value {value}, but it is a winning position of J{p} in zero moves: its value is 0</source>
        <translation>{call} sur {arena} donne à {vertex} la valeur {value}, mais c’est une position gagnante de J{p} en zéro coup : sa valeur est 0</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="40"/>
        <source>est_finale(p) and coups_légaux(p) for p = 0 … {n}: the rules of the stick game (take 1 to {k})</source>
        <translation>est_finale(p) et coups_légaux(p) pour p = 0 … {n} : les règles du jeu des allumettes (retirer 1 à {k})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="42"/>
        <source>these functions describe the {n}-stick game where one takes 1 to {k}, but the exercise (the Nim of the start of the course) takes 1 to {most}: {problem}</source>
        <translation>ces fonctions décrivent le jeu de {n} allumettes où l’on retire 1 à {k} allumettes, mais l’exercice (le jeu de Nim de début de cours) retire 1 à {most} allumettes : {problem}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="45"/>
        <source>{call} = {value}, but the play ends exactly when no stick is left (p = 0)</source>
        <translation>{call} = {value}, mais la partie s’arrête exactement quand il ne reste aucune allumette (p = 0)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="46"/>
        <source>{call} = {value}, but at p = {p} one may take {expected}</source>
        <translation>{call} = {value}, mais pour p = {p} on peut retirer {expected}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="47"/>
        <source>{function}(p) for p = 0 … {n}: positive exactly where the player to move wins (take 1 to {k}, whoever takes the last stick loses)</source>
        <translation>{function}(p) pour p = 0 … {n} : positive exactement là où le joueur qui doit jouer gagne (retirer 1 à {k}, qui prend la dernière a perdu)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="52"/>
        <source>{call} = {value}, but {p} is a winning position for the player to move: taking {move} leaves {left}, a losing position</source>
        <translation>{call} = {value}, mais {p} est une position gagnante pour le joueur qui doit jouer : retirer {move} laisse {left}, une position perdante</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="54"/>
        <source>{call} = {value}, but {p} is a losing position for the player to move: every move leaves the opponent a winning position</source>
        <translation>{call} = {value}, mais {p} est une position perdante pour le joueur qui doit jouer : tout coup laisse une position gagnante à l’adversaire</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/nim_exercise.py" line="56"/>
        <source>{call} gives the move {move}, which leaves {left}, a winning position for the opponent</source>
        <translation>{call} donne le coup {move}, qui laisse {left}, une position gagnante pour l’adversaire</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/search_checks.py" line="23"/>
        <source>{call} on the course&apos;s trees and random ones (root MAX): the minimax value</source>
        <translation>{call} sur les arbres du cours et des arbres aléatoires (racine MAX) : la valeur minimax</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/search_checks.py" line="25"/>
        <source>{call} on the course&apos;s trees and random ones (root MAX): the minimax value, and the leaves visited in the order of the course&apos;s α-β (fail-hard)</source>
        <translation>{call} sur les arbres du cours et des arbres aléatoires (racine MAX) : la valeur minimax, et les feuilles visitées dans l’ordre de l’α-β du cours</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/search_checks.py" line="28"/>
        <source>{call} = {value}, but the minimax value of {tree} is {expected}</source>
        <translation>{call} = {value}, mais la valeur minimax de {tree} est {expected}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/search_checks.py" line="29"/>
        <source>{call} visits the leaves {given}, but the course&apos;s α-β visits {expected}: they differ from leaf {k} on (are α and β passed down to the children, and is a node left as soon as α ≥ β?)</source>
        <translation>{call} visite les feuilles {given}, mais l’α-β du cours visite {expected} : elles diffèrent à partir de la feuille {k} (α et β sont-ils transmis aux fils, et quitte-t-on le nœud dès que α ≥ β ?)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="26"/>
        <source>{function}(p) on {game}: a heuristic of its own, judged by its properties (not the course&apos;s: {formula})</source>
        <translation>{function}(p) sur {game} : une heuristique personnelle, jugée sur ses propriétés (pas celle du cours : {formula})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="28"/>
        <source>{function}(p) on tic-tac-toe: the lab sheet&apos;s h, +∞ where J1 has won, −∞ where J2 has, 0 elsewhere</source>
        <translation>{function}(p) sur le morpion : le h de la feuille de TP, +∞ là où J1 a gagné, −∞ là où J2 a gagné, 0 ailleurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="30"/>
        <source>{function}(p) on the game of start(), accessibles(p) and estjoueur(p)</source>
        <translation>{function}(p) sur le jeu de start(), accessibles(p) et estjoueur(p)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="31"/>
        <source>{function}(p) on {game} after 0, 1 and 2 moves and along random plays: the course&apos;s heuristic, {formula}, and ±∞ where a player has won</source>
        <translation>{function}(p) sur {game} après 0, 1 et 2 coups et au fil de parties au hasard : l’heuristique du cours, {formula}, et ±∞ là où un joueur a gagné</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="33"/>
        <source>tic-tac-toe</source>
        <translation>le morpion</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="34"/>
        <source>Connect 4</source>
        <translation>Puissance 4</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="35"/>
        <source>(3·X₂ + X₁) − (3·O₂ + O₁), X_i counting the lines with i crosses and no nought</source>
        <translation>(3·X₂ + X₁) − (3·O₂ + O₁), X_i comptant les lignes de i croix sans rond</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_checks.py" line="37"/>
        <source>the weights of J1&apos;s cells minus those of J2&apos;s, a cell weighing the number of lines of four through it</source>
        <translation>les poids des cases de J1 moins ceux des cases de J2, chaque case pesant le nombre d’alignements de quatre qui la contiennent</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="88"/>
        <source>{file}: {count} of {total} check passed</source>
        <translation>{file} : {count} vérification sur {total} réussie</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="89"/>
        <source>{file}: {count} of {total} checks passed</source>
        <translation>{file} : {count} vérifications sur {total} réussies</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="90"/>
        <source>{file}: {count} of {total} check failed</source>
        <translation>{file} : {count} vérification sur {total} a échoué</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="91"/>
        <source>{file}: {count} of {total} checks failed</source>
        <translation>{file} : {count} vérifications sur {total} ont échoué</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="93"/>
        <source>{file}: {count} check of {total} failed</source>
        <extracomment>one check of several failed (French: &quot;1 vérification sur 5 a échoué&quot;, the verb agreeing with 1)</extracomment>
        <translation>{file} : {count} vérification sur {total} a échoué</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="94"/>
        <source>{file}: nothing to check in {functions} (--arena draws the game they describe)</source>
        <translation>{file} : rien à vérifier dans {functions} (--arena dessine le jeu qu’elles décrivent)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="96"/>
        <source>gameviz could not judge the answers of {function}: {error}</source>
        <translation>gameviz n’a pas pu juger les réponses de {function} : {error}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/checks.py" line="97"/>
        <source>no function the course asks for (coup, attracteur, attracteur_strat, est_finale, coups_légaux, évaluation…)</source>
        <translation>aucune des fonctions demandées par le cours (coup, attracteur, attracteur_strat, est_finale, coups_légaux, évaluation…)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="34"/>
        <source>Lab report</source>
        <extracomment>Most characters of what a student&apos;s code printed that a report keeps. The report formats, by suffix.</extracomment>
        <translation>Rapport de TP</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="35"/>
        <source>Student</source>
        <translation>Élève</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="36"/>
        <source>Runs</source>
        <translation>S’exécute</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="41"/>
        <source>Click a heading to sort; hover a ✗ for its first counter-example.</source>
        <translation>Cliquer sur un titre pour trier ; survoler un ✗ pour voir son premier contre-exemple.</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="42"/>
        <source>Contained by: {level}</source>
        <translation>Confinement : {level}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="37"/>
        <source>Checks passed</source>
        <translation>Vérifications réussies</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="38"/>
        <source>First counter-example</source>
        <translation>Premier contre-exemple</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/class_table.py" line="21"/>
        <source>not written</source>
        <extracomment>How the marks sort: failures first.</extracomment>
        <translation>non écrite</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/class_table.py" line="22"/>
        <source>written, but nothing gameviz can check it on</source>
        <translation>écrite, mais gameviz n’a rien sur quoi la vérifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/class_table.py" line="23"/>
        <source>the file does not run: {error}</source>
        <translation>le fichier ne s’exécute pas : {error}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/class_table.py" line="24"/>
        <source>not run: the file does not run</source>
        <translation>non lancée : le fichier ne s’exécute pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/class_table.py" line="25"/>
        <source>the file runs</source>
        <translation>le fichier s’exécute</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="39"/>
        <source>What the code printed</source>
        <translation>Ce que le code a affiché</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/report.py" line="40"/>
        <source>not checked: {reason}</source>
        <translation>non vérifié : {reason}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/containment.py" line="75"/>
        <source>bwrap: no network, read-only system, private /tmp, own PID namespace, process group, rlimits, temporary folder, scrubbed environment</source>
        <extracomment>The environment variable that chooses the level. Limits of a student&apos;s process: CPU seconds in all, a file&apos;s megabytes, open files, more processes. Rounds of killing what a student left before giving up on a process that will not die.</extracomment>
        <translation>bwrap : pas de réseau, système en lecture seule, /tmp privé, espace de PID propre, groupe de processus, limites (rlimits), dossier temporaire, environnement nettoyé</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/containment.py" line="77"/>
        <source>process group, rlimits, temporary folder, scrubbed environment: a guard against accidents, not a security boundary ({why})</source>
        <translation>groupe de processus, limites (rlimits), dossier temporaire, environnement nettoyé : une garde contre les accidents, pas une frontière de sécurité ({why})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/containment.py" line="79"/>
        <source>bwrap is installed, but GAMEVIZ_LAB_CONTAINMENT=group chooses this level</source>
        <translation>bwrap est installé, mais GAMEVIZ_LAB_CONTAINMENT=group choisit ce niveau</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/containment.py" line="80"/>
        <source>bwrap is installed but cannot make its namespaces here</source>
        <translation>bwrap est installé mais ne peut pas créer ses espaces de noms ici</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/containment.py" line="81"/>
        <source>install bubblewrap for more</source>
        <translation>installer bubblewrap pour davantage</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="36"/>
        <source>{function}(G, p, h, prof) on the course&apos;s 10-stick arena with a table h, from {count} positions and depths 0 to 4: {meaning}</source>
        <translation>{function}(G, p, h, prof) sur l’arène des 10 allumettes du cours avec une table h, depuis {count} positions et aux profondeurs 0 à 4 : {meaning}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="38"/>
        <source>the minimax value (J1 maximises where p[1] == 1)</source>
        <translation>la valeur minimax (J1 maximise là où p[1] == 1)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="39"/>
        <source>the value for the player who controls p (negamax)</source>
        <translation>la valeur pour le joueur qui contrôle p (négamax)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="40"/>
        <source>{call} = {value}, but {meaning} is {expected}</source>
        <translation>{call} = {value}, mais {meaning} vaut {expected}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="41"/>
        <source>{function}: J1&apos;s move from each of its vertices on {arenas}, towards a smaller rank in its attractor, outside J2&apos;s attractor when it can</source>
        <translation>{function} : le coup de J1 depuis chacun de ses sommets sur {arenas}, vers un rang plus petit dans son attracteur, hors de l’attracteur de J2 quand c’est possible</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="43"/>
        <source>{call} on {arena} = {value}, which is not a successor of {vertex}</source>
        <translation>{call} sur {arena} = {value}, qui n’est pas un successeur de {vertex}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="44"/>
        <source>{call} on {arena} = {value}: {vertex} has rank {rank} in J1&apos;s attractor, but {value} has {after}; J1 must move to a smaller rank</source>
        <translation>{call} sur {arena} = {value} : {vertex} a le rang {rank} dans l’attracteur de J1, mais {value} a {after} ; J1 doit aller vers un rang plus petit</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="46"/>
        <source>{call} on {arena} = {value}, in J2&apos;s attractor, but {vertex} is in neither attractor and {escape} stays out of J2&apos;s</source>
        <translation>{call} sur {arena} = {value}, dans l’attracteur de J2, mais {vertex} n’est dans aucun attracteur et {escape} reste hors de celui de J2</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="48"/>
        <source>{function}(p) on positions of the student&apos;s own game: its minimax value, from accessibles, estjoueur and h{depth}</source>
        <translation>{function}(p) sur des positions du jeu de l’élève : sa valeur minimax, d’après accessibles, estjoueur et h{depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="50"/>
        <source>{call} = {value}, but the minimax value of this position ({moves}) is {expected}</source>
        <translation>{call} = {value}, mais la valeur minimax de cette position ({moves}) est {expected}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="54"/>
        <source>{call} = {value} with pl = accessibles(p), p being {moves}, but pl[{value}] is worth {given} and the best is worth {expected}, at index {best}</source>
        <translation>{call} = {value} avec pl = accessibles(p), p étant {moves}, mais pl[{value}] vaut {given} et la meilleure vaut {expected}, à l’indice {best}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="58"/>
        <source>{path}, where [k] is the position of index k in accessibles</source>
        <extracomment>the position a random play reached, named as the lab sheet&apos;s interface names moves: by their index</extracomment>
        <translation>{path}, où [k] est la position d’indice k dans accessibles</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="52"/>
        <source>{function}(pl) on the positions one move leads to: the index of a best one for the player to move{depth}</source>
        <translation>{function}(pl) sur les positions atteintes en un coup : l’indice d’une meilleure pour le joueur qui doit jouer{depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="59"/>
        <source> (depth {prof})</source>
        <translation> (profondeur {prof})</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="60"/>
        <source>, for the player to move (negamax)</source>
        <translation>, pour le joueur qui doit jouer (négamax)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="61"/>
        <source>rank {rank}</source>
        <translation>le rang {rank}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/course_search.py" line="62"/>
        <source>no rank</source>
        <translation>aucun rang</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="33"/>
        <source>{function}(p): exactly +∞ where J1 has won, −∞ where J2 has, finite elsewhere</source>
        <extracomment>Games against the random player, and the depth gameviz searches with the student&apos;s h.</extracomment>
        <translation>{function}(p) : exactement +∞ là où J1 a gagné, −∞ là où J2 a gagné, une valeur finie ailleurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="34"/>
        <source>{function}(p): the values +1 / 0 / −1 of seed 001, exactly +1 where J1 has won, −1 where J2 has, between −1 and +1 elsewhere</source>
        <translation>{function}(p) : les valeurs +1 / 0 / −1 du cours (séance 001), exactement +1 là où J1 a gagné, −1 là où J2 a gagné, entre −1 et +1 ailleurs</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="36"/>
        <source>J1 has won: +1 expected</source>
        <translation>J1 a gagné : +1 attendu</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="37"/>
        <source>J2 has won: −1 expected</source>
        <translation>J2 a gagné : −1 attendu</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="38"/>
        <source>the game goes on: a number between −1 and +1 expected</source>
        <translation>la partie continue : une valeur entre −1 et +1 attendue</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="39"/>
        <source>{call} = {value} on the board {board}, where {state}</source>
        <translation>{call} = {value} sur la grille {board}, où {state}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="40"/>
        <source>J1 has won: +∞ expected</source>
        <translation>J1 a gagné : +∞ attendu</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="41"/>
        <source>J2 has won: −∞ expected</source>
        <translation>J2 a gagné : −∞ attendu</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="42"/>
        <source>the game goes on: a finite number expected</source>
        <translation>la partie continue : une valeur finie attendue</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="43"/>
        <source>{function}(p): the same value on a position and its mirror image</source>
        <translation>{function}(p) : la même valeur sur une position et son image miroir</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="44"/>
        <source>{function} gives {value} on the board {board} but {other} on its mirror image {mirrored}</source>
        <translation>{function} donne {value} sur la grille {board} mais {other} sur son image miroir {mirrored}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="46"/>
        <source>{function}(p): the opposite value when the colours are swapped, and positive for J1 as the course&apos;s (its sign agrees with the course&apos;s heuristic on {agree} of {count} positions in play)</source>
        <translation>{function}(p) : la valeur opposée quand on échange les couleurs, et positive pour J1 comme celle du cours (son signe est celui de l’heuristique du cours sur {agree} des {count} positions en jeu)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="49"/>
        <source>{function} gives {value} on the board {board} and {other} on the same board with the colours swapped, {swapped}: a position good for one player is as bad for the other</source>
        <translation>{function} donne {value} sur la grille {board} et {other} sur la même grille aux couleurs échangées, {swapped} : une position bonne pour un joueur est aussi mauvaise pour l’autre</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="52"/>
        <source>on the board {board}, {function} gives {value} but the course&apos;s heuristic {expected}: the signs agree on only {agree} of {count} positions</source>
        <translation>sur la grille {board}, {function} donne {value} mais l’heuristique du cours {expected} : les signes ne concordent que sur {agree} des {count} positions</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="54"/>
        <source>depth-{depth} play with {function} against a random player: {wins} won, {draws} drawn, {losses} lost of {games} games (half as J1, half as J2)</source>
        <translation>jeu à la profondeur {depth} avec {function} contre un joueur au hasard : {wins} gagnées, {draws} nulles, {losses} perdues sur {games} parties (moitié en J1, moitié en J2)</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/heuristic_properties.py" line="56"/>
        <source>it wins only {wins} of {games} games at depth {depth} against a random player</source>
        <translation>il ne gagne que {wins} parties sur {games} à la profondeur {depth} contre un joueur au hasard</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/figure7_check.py" line="28"/>
        <source>{function}(G, {p}, {h}, {prof}) on the course&apos;s 10-stick arena with the file&apos;s own {h}, as figure 7 runs it: the value of the game, {p} being lost for J1</source>
        <extracomment>Figure 7&apos;s search: from five sticks, J1 to move, at depth 4.</extracomment>
        <translation>{function}(G, {p}, {h}, {prof}) sur l’arène des 10 allumettes du cours avec la fonction {h} du fichier, comme la figure 7 : la valeur du jeu, {p} étant perdante pour J1</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/figure7_check.py" line="30"/>
        <source>{call} = {value}, but {p} is lost for J1: its value is {expected}</source>
        <translation>{call} = {value}, mais {p} est perdante pour J1 : sa valeur est {expected}</translation>
    </message>
    <message>
        <location filename="../../gameviz/lab/figure7_check.py" line="31"/>
        <source>; {h}({v}) = {value}, yet {v} is a finished game that J{winner} has won ({expected}), and the search returns h(p) where G[p] == []: h must value a finished position by who has won</source>
        <translation> ; {h}({v}) = {value}, alors que {v} est une partie finie que J{winner} a gagnée ({expected}), et la recherche renvoie h(p) là où G[p] == [] : h doit donner à une position finie la valeur de celui qui a gagné</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <location filename="../../gameviz/report/search.py" line="32"/>
        <source>Enter {node} ({kind}) with [α, β] = [{alpha}, {beta}].</source>
        <translation>Entrée dans {node} ({kind}) avec [α, β] = [{alpha}, {beta}].</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="33"/>
        <source>Enter {node} ({kind}).</source>
        <translation>Entrée dans {node} ({kind}).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="34"/>
        <source>Enter {node} (J{player} chooses).</source>
        <translation>Entrée dans {node} (J{player} choisit).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="35"/>
        <source>{node} is a leaf worth {value}.</source>
        <translation>{node} est une feuille de valeur {value}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="36"/>
        <source>{node} is at the depth bound: the heuristic gives {value}.</source>
        <translation>{node} est à la profondeur limite : l’heuristique donne {value}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="37"/>
        <source>{node} receives {value} from {child}.</source>
        <translation>{node} reçoit {value} de {child}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="38"/>
        <source>α at {node} rises from {old} to {new}.</source>
        <translation>α en {node} passe de {old} à {new}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="39"/>
        <source>β at {node} falls from {old} to {new}.</source>
        <translation>β en {node} passe de {old} à {new}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="40"/>
        <source>β-cut at {node}: value {value} ≥ β = {bound}{owner}, so the remaining children of {node} cannot matter ({skipped} skipped).</source>
        <translation>Coupe β en {node} : valeur {value} ≥ β = {bound}{owner}, donc les fils restants de {node} ne peuvent rien changer ({skipped} ignorés).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="45"/>
        <source>α-cut at {node}: value {value} ≤ α = {bound}{owner}, so the remaining children of {node} cannot matter ({skipped} skipped).</source>
        <translation>Coupe α en {node} : valeur {value} ≤ α = {bound}{owner}, donc les fils restants de {node} ne peuvent rien changer ({skipped} ignorés).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="50"/>
        <source>Shallow cut at {node}: its player gets {value} here, so the player of {owner} gets at most {total} − {value} = {rest}, no more than the {secured} they already have: the remaining children of {node} cannot matter ({skipped} skipped).</source>
        <translation>Coupe superficielle en {node} : son joueur y obtient {value}, donc le joueur de {owner} y obtient au plus {total} − {value} = {rest}, pas plus que les {secured} qu’il a déjà : les fils restants de {node} ne peuvent rien changer ({skipped} ignorés).</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="56"/>
        <source> (set at {node})</source>
        <translation> (fixé en {node})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="57"/>
        <source>{node} was met before: its stored value {value} is reused.</source>
        <translation>{node} a déjà été rencontré : sa valeur mémorisée {value} est réutilisée.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="58"/>
        <source>{node} was met before: its stored bound {value} is enough.</source>
        <translation>{node} a déjà été rencontré : sa borne mémorisée {value} suffit.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="59"/>
        <source>{node} is worth {value}; best move: {best}.</source>
        <translation>{node} vaut {value} ; meilleur coup : {best}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="60"/>
        <source>{node} is worth {value}.</source>
        <translation>{node} vaut {value}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="61"/>
        <source>{node} is worth at most {value} (≤ {value}): that is all the search proves; its true value may be smaller.</source>
        <translation>{node} vaut au plus {value} (≤ {value}) : c’est tout ce que la recherche prouve ; sa vraie valeur peut être plus petite.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="63"/>
        <source>{node} is worth at least {value} (≥ {value}): that is all the search proves; its true value may be larger.</source>
        <translation>{node} vaut au moins {value} (≥ {value}) : c’est tout ce que la recherche prouve ; sa vraie valeur peut être plus grande.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="65"/>
        <source>{node} is left with {value}: only its player&apos;s score there is proved, and only as a lower bound.</source>
        <translation>{node} garde {value} : seul le score de son joueur y est prouvé, et seulement comme borne inférieure.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="67"/>
        <source>Iterative deepening: search again to depth {depth}.</source>
        <translation>Approfondissement itératif : nouvelle recherche à la profondeur {depth}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="68"/>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="69"/>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="70"/>
        <source>negamax, MAX to move</source>
        <translation>négamax, MAX joue</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="71"/>
        <source>negamax, MIN to move</source>
        <translation>négamax, MIN joue</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="180"/>
        <source>Algorithm: {algorithm}</source>
        <extracomment>The sentence of each kind of event, tried in this order. The lines of ``gameviz tree``&apos;s summary.</extracomment>
        <translation>Algorithme : {algorithm}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="181"/>
        <source>Value: {value}</source>
        <translation>Valeur : {value}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="182"/>
        <source>Best move: {moves}</source>
        <translation>Meilleur coup : {moves}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="183"/>
        <source>Best moves: {moves}</source>
        <translation>Meilleurs coups : {moves}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="184"/>
        <source>Principal variation: {line} (the moves from here, in turn)</source>
        <translation>Variante principale : {line} (les coups depuis cette position, à tour de rôle)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="185"/>
        <source>Principal variation: {line}</source>
        <translation>Variante principale : {line}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="186"/>
        <source>Statistics: {nodes}, {leaves}, {cutoffs}, {memo}</source>
        <translation>Statistiques : {nodes}, {leaves}, {cutoffs}, {memo}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="187"/>
        <source>{n} node entered</source>
        <translation>{n} nœud visité</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="188"/>
        <source>{n} nodes entered</source>
        <translation>{n} nœuds visités</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="189"/>
        <source>{n} leaf evaluated</source>
        <translation>{n} feuille évaluée</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="190"/>
        <source>{n} leaves evaluated</source>
        <translation>{n} feuilles évaluées</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="191"/>
        <source>{n} node</source>
        <translation>{n} nœud</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="192"/>
        <source>{n} nodes</source>
        <translation>{n} nœuds</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="193"/>
        <source>{n} leaf</source>
        <translation>{n} feuille</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="194"/>
        <source>{n} leaves</source>
        <translation>{n} feuilles</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="195"/>
        <source>{n} cutoff</source>
        <translation>{n} coupure</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="196"/>
        <source>{n} cutoffs</source>
        <translation>{n} coupures</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="197"/>
        <source>{n} memo hit</source>
        <translation>{n} position retrouvée en mémoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="198"/>
        <source>{n} memo hits</source>
        <translation>{n} positions retrouvées en mémoire</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="199"/>
        <source>Plain {plain} on this tree: {nodes}, {leaves}</source>
        <translation>Sur cet arbre, {plain} simple : {nodes}, {leaves}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="200"/>
        <source>Plain {plain} on this tree: more than {nodes}</source>
        <translation>Sur cet arbre, {plain} simple : plus de {nodes}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="201"/>
        <source>Minimal tree (Knuth–Moore, b = {b}, d = {d}): {leaves}</source>
        <translation>Arbre minimal (Knuth–Moore, b = {b}, d = {d}) : {leaves}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="202"/>
        <source>Forced line: {line} (the winner&apos;s fastest win against the longest defence)</source>
        <translation>Ligne forcée : {line} (le gain le plus rapide du gagnant contre la plus longue défense)</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="204"/>
        <source>root</source>
        <extracomment>the name of the root of a game tree, in sentences</extracomment>
        <translation>racine</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="209"/>
        <source>{game} ({to_move})</source>
        <extracomment>The title line of ``gameviz tree``: what is searched.</extracomment>
        <translation>{game} ({to_move})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="210"/>
        <source>{game} after {moves} ({to_move})</source>
        <translation>{game} après {moves} ({to_move})</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="211"/>
        <source>J{player} to move</source>
        <translation>J{player} joue</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="212"/>
        <source>game over</source>
        <translation>partie finie</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="213"/>
        <source>Exercise tree (root {kind}): {tree}</source>
        <translation>Arbre d’exercice (racine {kind}) : {tree}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="214"/>
        <source>Exercise tree ({players} players, J{player} at the root): {tree}</source>
        <translation>Arbre d’exercice ({players} joueurs, J{player} à la racine) : {tree}</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="299"/>
        <source>{node} is worth {expected}, not {given}.</source>
        <translation>{node} vaut {expected}, et non {given}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="300"/>
        <source>{node} is entered with [α, β] = {expected}, not {given}.</source>
        <translation>On entre dans {node} avec [α, β] = {expected}, et non {given}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="301"/>
        <source>{node} is never reached: it lies in a cut branch.</source>
        <translation>{node} n’est jamais atteint : il est dans une branche coupée.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="302"/>
        <source>The branch to {node} is cut: its parent&apos;s value already passes a bound.</source>
        <translation>La branche vers {node} est coupée : la valeur de son père dépasse déjà une borne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="303"/>
        <source>The branch to {node} is cut: an α-cut at {parent}, whose value {value} ≤ α = {bound}{owner}.</source>
        <translation>La branche vers {node} est coupée : coupe α en {parent}, dont la valeur {value} ≤ α = {bound}{owner}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="305"/>
        <source>The branch to {node} is cut: a β-cut at {parent}, whose value {value} ≥ β = {bound}{owner}.</source>
        <translation>La branche vers {node} est coupée : coupe β en {parent}, dont la valeur {value} ≥ β = {bound}{owner}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="307"/>
        <source>The branch to {node} is cut: a shallow cut at {parent}, whose player gets {value} ≥ {total} − {secured}, so the player of {owner} can get no more than the {secured} they have.</source>
        <translation>La branche vers {node} est coupée : coupe superficielle en {parent}, dont le joueur obtient {value} ≥ {total} − {secured}, donc le joueur de {owner} ne peut y obtenir plus que les {secured} qu’il a.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="310"/>
        <source>The branch to {node} is searched: no cut happens before it.</source>
        <translation>La branche vers {node} est explorée : aucune coupe ne se produit avant elle.</translation>
    </message>
    <message>
        <location filename="../../gameviz/report/search.py" line="311"/>
        <source>All right: {count} answers checked.</source>
        <translation>Tout est juste : {count} réponses vérifiées.</translation>
    </message>
    <message>
        <location filename="../../gameviz/figure/tree_figure.py" line="91"/>
        <source>+{0} more</source>
        <extracomment>The pictures of a tree; the tree tab also reads the display and its sizes from here, beside its figure. cuts made inside the node&apos;s folded subtree, shown under its &quot;+N&quot; What a &quot;+k more&quot; node says: the children beyond those drawn, which a click shows.</extracomment>
        <translation>+{0} autres</translation>
    </message>
    <message>
        <location filename="../../gameviz/figure/tree_figure.py" line="95"/>
        <source>α-cut: {value} ≤ α = {bound}</source>
        <extracomment>The mark beside the first branch a cut skips, by kind of cut.</extracomment>
        <translation>coupe α : {value} ≤ α = {bound}</translation>
    </message>
    <message>
        <location filename="../../gameviz/figure/tree_figure.py" line="96"/>
        <source>β-cut: {value} ≥ β = {bound}</source>
        <translation>coupe β : {value} ≥ β = {bound}</translation>
    </message>
    <message>
        <location filename="../../gameviz/figure/tree_figure.py" line="97"/>
        <source>shallow cut: {value} ≥ {total} − {secured}</source>
        <translation>coupe superficielle : {value} ≥ {total} − {secured}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/budget.py" line="61"/>
        <source>stopped after {nodes:,} nodes at depth {depth}</source>
        <extracomment>Nodes a full search may enter by default. Seconds a full search may take by default. How often (in nodes) a budgeted search looks at its counts and the clock. what it says, in English as a string and in another language by its ``translated`` How far a search went, by (the nodes ran out, playouts were simulated).</extracomment>
        <translation>arrêtée après {nodes:,} nœuds à la profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/budget.py" line="62"/>
        <source>stopped after {nodes:,} nodes and {moves:,} moves of playouts at depth {depth}</source>
        <translation>arrêtée après {nodes:,} nœuds et {moves:,} coups de parties simulées à la profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/budget.py" line="64"/>
        <source>stopped after {seconds:.1f} s ({nodes:,} nodes) at depth {depth}</source>
        <translation>arrêtée après {seconds:.1f} s ({nodes:,} nœuds) à la profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/budget.py" line="65"/>
        <source>stopped after {seconds:.1f} s ({nodes:,} nodes and {moves:,} moves of playouts) at depth {depth}</source>
        <translation>arrêtée après {seconds:.1f} s ({nodes:,} nœuds et {moves:,} coups de parties simulées) à la profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="337"/>
        <source>Complete: a search to depth {depth} reached the end of the game everywhere.</source>
        <extracomment>The last line of ``--deepen`` within ``--time``.</extracomment>
        <translation>Complète : une recherche à la profondeur {depth} a atteint partout la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="339"/>
        <source>Incomplete: the deepest search that finished within {seconds} s went to depth {depth}; its value is the heuristic&apos;s estimate.</source>
        <translation>Incomplète : la recherche la plus profonde terminée en {seconds} s est allée à la profondeur {depth} ; sa valeur est l’estimation de l’heuristique.</translation>
    </message>
    <message>
        <location filename="../../gameviz/cli/tree.py" line="341"/>
        <source>Incomplete: not even a search to depth 1 finished within {seconds} s.</source>
        <translation>Incomplète : même une recherche à la profondeur 1 ne s’est pas terminée en {seconds} s.</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="32"/>
        <source>alpha-beta ({settings})</source>
        <extracomment>The words of :meth:`SearchOptions.title`.</extracomment>
        <translation>alpha-bêta ({settings})</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="33"/>
        <source>heuristic ordering</source>
        <translation>coups triés par l’heuristique</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="34"/>
        <source>transposition table</source>
        <translation>table de transposition</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="35"/>
        <source>iterative deepening to depth {depth}</source>
        <translation>approfondissement itératif jusqu’à la profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="36"/>
        <source>minimax with memoization</source>
        <translation>minimax avec mémoïsation</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="37"/>
        <source>negamax with memoization</source>
        <translation>negamax avec mémoïsation</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="38"/>
        <source>max^n (shallow pruning)</source>
        <translation>max^n (élagage superficiel)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="39"/>
        <source>paranoid for J{player} (alpha-beta)</source>
        <translation>paranoïaque pour J{player} (alpha-bêta)</translation>
    </message>
    <message>
        <location filename="../../gameviz/core/search/options.py" line="40"/>
        <source>paranoid for J{player} (alpha-beta, transposition table)</source>
        <translation>paranoïaque pour J{player} (alpha-bêta, table de transposition)</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <location filename="../../gameviz/export/html.py" line="46"/>
        <source>Theme</source>
        <extracomment>``translate(context, text)``: the language of the page (identity for English). Pages larger than this are refused: a browser (a phone&apos;s, most of all) would struggle with them. The words of every page, translated when the page is written.</extracomment>
        <translation>Thème</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="47"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="48"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="49"/>
        <source>Presentation size</source>
        <translation>Taille de présentation</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="50"/>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="51"/>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="52"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="53"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="54"/>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="55"/>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="56"/>
        <location filename="../../gameviz/export/html.py" line="59"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="57"/>
        <source>Speed (steps per second)</source>
        <translation>Vitesse (étapes par seconde)</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="58"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="60"/>
        <source>Vertex</source>
        <translation>Sommet</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="61"/>
        <location filename="../../gameviz/export/web_tree.py" line="73"/>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="62"/>
        <source>The picture of the step</source>
        <translation>L’image de l’étape</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="63"/>
        <source>Click a vertex to see its details.</source>
        <translation>Cliquez un sommet pour voir ses détails.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="64"/>
        <source>Click a node to see its details.</source>
        <translation>Cliquez un nœud pour voir ses détails.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="65"/>
        <source>Keys: ← → step, Home and End go to the first and last step, + − 0 zoom.</source>
        <translation>Touches : ← → pour avancer ou reculer, Début et Fin pour aller à la première et à la dernière étape, + − 0 pour le zoom.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="66"/>
        <source>Zoom in</source>
        <translation>Agrandir</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="67"/>
        <source>Zoom out</source>
        <translation>Réduire</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="68"/>
        <source>Fit the picture to the page</source>
        <translation>Ajuster l’image à la page</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="69"/>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="70"/>
        <source>Exercise mode</source>
        <translation>Mode exercice</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="71"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="72"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/html.py" line="73"/>
        <source>Made with gameviz: practice, not an exam.</source>
        <translation>Fait avec gameviz : pour s’entraîner, pas un examen.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_arena.py" line="39"/>
        <source>Which vertices enter {next}? Click them in the picture or tick them below, then press Check.</source>
        <translation>Quels sommets entrent dans {next} ? Cliquez-les sur l’image ou cochez-les ci-dessous, puis appuyez sur Vérifier.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_arena.py" line="41"/>
        <source>{next} = {current} ∪ {{ {chosen} }}</source>
        <translation>{next} = {current} ∪ {{ {chosen} }}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_arena.py" line="42"/>
        <source>{0} enters, rightly.</source>
        <translation>{0} entre, à juste titre.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_arena.py" line="43"/>
        <source>This is the end of the construction: step back to practise.</source>
        <translation>La construction est terminée : revenez en arrière pour vous entraîner.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_arena.py" line="44"/>
        <source>Vertices</source>
        <translation>Sommets</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="61"/>
        <source>Event {0} of {1}</source>
        <translation>Événement {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="62"/>
        <source>Result (after {0} events)</source>
        <translation>Résultat (après {0} événements)</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="63"/>
        <source>Value {0}; best move: {1}. {2}.</source>
        <translation>Valeur {0} ; meilleur coup : {1}. {2}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="64"/>
        <source>Who chooses</source>
        <translation>Qui choisit</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="65"/>
        <source>Value it returns</source>
        <translation>Valeur qu’il renvoie</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="66"/>
        <source>[α, β] it is entered with</source>
        <translation>[α, β] à l’entrée</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="67"/>
        <source>never reached</source>
        <translation>jamais atteint</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="68"/>
        <source>Children</source>
        <translation>Enfants</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="69"/>
        <source>Value, window, cut</source>
        <translation>Valeur, fenêtre, coupe</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="70"/>
        <source>Write the value each node returns (and, for alpha-beta, the [α, β] it is entered with; a vector of scores as 5,2,2); tick the branches that are cut, or click them in the picture. Then Check.</source>
        <translation>Écrivez la valeur que renvoie chaque nœud (et, pour alpha-bêta, son [α, β] à l’entrée ; un vecteur de scores comme 5,2,2) ; cochez les branches coupées, ou cliquez-les sur l’image. Puis Vérifier.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="74"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="75"/>
        <source>Cut branches</source>
        <translation>Branches coupées</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="76"/>
        <source>✂ the branch to {0}</source>
        <translation>✂ la branche vers {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="77"/>
        <source>Write numbers, or inf and -inf (a vector of scores: 5,2,2).</source>
        <translation>Écrire des nombres, ou inf et -inf (un vecteur de scores : 5,2,2).</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="78"/>
        <source>{0} right, {1} wrong.</source>
        <translation>{0} juste(s), {1} faux.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="79"/>
        <source>How far a step goes</source>
        <translation>Jusqu’où va un pas</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="80"/>
        <source>Every event</source>
        <translation>Chaque événement</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="81"/>
        <source>Each leaf</source>
        <translation>Chaque feuille</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="82"/>
        <source>Each cut</source>
        <translation>Chaque coupure</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="83"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="84"/>
        <source>Edit mode</source>
        <translation>Mode modification</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="85"/>
        <source>Change the leaves&apos; values in the tree (written as in the course: [[3, 12, 8], [2, 4, 6], [14, 5, 2]]), then Search: the page searches it again and draws each node&apos;s value and each cut.</source>
        <translation>Changez les valeurs des feuilles de l’arbre (écrit comme dans le cours : [[3, 12, 8], [2, 4, 6], [14, 5, 2]]), puis Chercher : la page refait la recherche et dessine la valeur de chaque nœud et chaque coupure.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="88"/>
        <source>The tree</source>
        <translation>L’arbre</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="89"/>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="90"/>
        <source>Keep the tree&apos;s shape: change the leaves&apos; values only.</source>
        <translation>Gardez la forme de l’arbre : ne changez que les valeurs des feuilles.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="91"/>
        <source>Write the tree in brackets, numbers separated by commas (inf and -inf for ±∞).</source>
        <translation>Écrivez l’arbre entre crochets, les nombres séparés par des virgules (inf et -inf pour ±∞).</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_tree.py" line="93"/>
        <source>Value {0}; cut: {1}.</source>
        <translation>Valeur {0} ; coupé : {1}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="32"/>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="33"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="34"/>
        <source>Take Back</source>
        <translation>Reprendre le coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="35"/>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="36"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="37"/>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="38"/>
        <source>Your turn ({0}): click the board or choose a move.</source>
        <translation>À vous ({0}) : cliquez sur le plateau ou choisissez un coup.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="39"/>
        <source>{player} played {before} → {after}.</source>
        <translation>{player} a joué {before} → {after}.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="40"/>
        <source>{0} wins.</source>
        <translation>{0} gagne.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="41"/>
        <source>Draw: nobody can move any more.</source>
        <translation>Match nul : plus personne ne peut jouer.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="42"/>
        <source>No move has been played yet.</source>
        <translation>Aucun coup n’a encore été joué.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="43"/>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="44"/>
        <source>Back to the position after {0}</source>
        <translation>Revenir à la position après {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="45"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="46"/>
        <source>Show each move&apos;s value</source>
        <translation>Montrer la valeur de chaque coup</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="47"/>
        <source>wins in ≤ {0}</source>
        <translation>gagne en ≤ {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="48"/>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="49"/>
        <source>loses in ≤ {0}</source>
        <translation>perd en ≤ {0}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="50"/>
        <source>A move&apos;s value, for the player who plays it, if both play well from there: win, draw or loss, in at most so many moves to a winning position.</source>
        <translation>La valeur d’un coup pour le joueur qui le joue, si les deux jouent bien ensuite : gain, nulle ou perte, en au plus tant de coups jusqu’à une position gagnante.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="52"/>
        <source>Take {count}</source>
        <translation>Prendre {count}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="53"/>
        <source>Heap {heap}: take {count}</source>
        <translation>Tas {heap} : prendre {count}</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="58"/>
        <source>{position} is in {set}, a winning position {of_player}: {player} has won.</source>
        <extracomment>Why? of a position by its rank in the winner&apos;s attractor: 0, 1, more.</extracomment>
        <translation>{position} est dans {set}, une position gagnante {of_player} : {player} a gagné.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="59"/>
        <source>{position} has rank 1 in the attractor {of_player} ({set}): {player} can force a win from there, one move away from a winning position.</source>
        <translation>{position} est de rang 1 dans l’attracteur {of_player} ({set}) : {player} peut de là forcer la victoire, à un coup d’une position gagnante.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="61"/>
        <source>{position} has rank {rank} in the attractor {of_player} ({set}): {player} can force a win from there, at most {rank} moves away from a winning position.</source>
        <translation>{position} est de rang {rank} dans l’attracteur {of_player} ({set}) : {player} peut de là forcer la victoire, à au plus {rank} coups d’une position gagnante.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="63"/>
        <source>{position} is in no attractor: nobody can force a win from there, it is a draw if both play well.</source>
        <translation>{position} n’est dans aucun attracteur : personne ne peut de là forcer la victoire, c’est un match nul si les deux jouent bien.</translation>
    </message>
    <message>
        <location filename="../../gameviz/export/web_board.py" line="65"/>
        <source>{player} loses whatever it plays here: every move leads into the attractor {of_opponent}; the computer takes the one of highest rank, which delays the loss longest.</source>
        <translation>{player} perd quoi qu’il joue ici : tous les coups mènent dans l’attracteur {of_opponent} ; l’ordinateur prend celui de plus haut rang, qui retarde le plus la défaite.</translation>
    </message>
</context>
</TS>
