# Le jeu des bâtonnets du cours : 10 bâtonnets, on en retire 1, 2 ou 3,
# celui qui prend le dernier a perdu. Notation du cours (chapitre 5, I.4.b).
arene = {
    (0,1): [], (0,2): [], (1,1): [(0,2)],
    (1,2): [(0,1)], (2,1): [(0,2), (1,2)], (2,2): [(0,1), (1,1)],
    (3,1): [(0,2), (1,2), (2,2)], (3,2): [(0,1), (1,1), (2,1)], (4,1): [(1,2), (2,2), (3,2)],
    (4,2): [(1,1), (2,1), (3,1)], (5,1): [(2,2), (3,2), (4,2)], (5,2): [(2,1), (3,1), (4,1)],
    (6,1): [(3,2), (4,2), (5,2)], (6,2): [(3,1), (4,1), (5,1)], (7,1): [(4,2), (5,2), (6,2)],
    (7,2): [(4,1), (5,1), (6,1)], (8,1): [(5,2), (6,2), (7,2)], (8,2): [(5,1), (6,1), (7,1)],
    (9,1): [(6,2), (7,2), (8,2)], (9,2): [(6,1), (7,1), (8,1)], (10,1): [(7,2), (8,2), (9,2)],
}
# Sommets contrôlés par J1 et J2
Sommets1 = {(k,1) : True for k in range(11)}
Sommets2 = {(k,2) : True for k in range(10)}
# Positions gagnantes de J1 et J2
Victoire1 = {(0,1) : True}  # J1 ne peut plus jouer, J2 a enlevé le dernier
Victoire2 = {(0,2) : True}
depart = (10,1)
