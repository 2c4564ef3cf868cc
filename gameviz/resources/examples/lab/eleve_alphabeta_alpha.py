"""Une erreur classique : alpha-bêta qui ne transmet pas alpha aux fils d'un nœud MIN.
La valeur reste juste, mais l'algorithme coupe moins que celui du cours."""

from math import inf


def alphabeta(arbre, alpha, beta, est_max=True, vus=None):
    if not isinstance(arbre, list):
        if vus is not None:
            vus.append(arbre)
        return arbre
    if est_max:
        for fils in arbre:
            alpha = max(alpha, alphabeta(fils, alpha, beta, False, vus))
            if alpha >= beta:
                return alpha
        return alpha
    valeur = inf
    for fils in arbre:
        valeur = min(valeur, alphabeta(fils, -inf, beta, True, vus))  # alpha oublié
        beta = min(beta, valeur)
    return valeur
