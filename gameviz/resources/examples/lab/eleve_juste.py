"""Un élève qui a tout juste : le jeu des 21 allumettes (retirer 1 à 4, qui prend la dernière a
perdu) et l'attracteur par la méthode des compteurs, comme dans le cours."""


def coup(n: int) -> int:
    """Le nombre d'allumettes à retirer quand il en reste n."""
    if (n - 1) % 5 == 0:
        return 1  # position perdante : on retire 1
    return (n - 1) % 5  # laisse 1 + 5k allumettes à l'adversaire


def est_finale(p: int) -> bool:
    return p == 0


def coups_légaux(p: int) -> list:
    return list(range(1, min(4, p) + 1))


def évaluation(p):
    """(valeur pour le joueur qui doit jouer, coups qui la réalisent)."""
    if est_finale(p):
        return 1, []  # l'adversaire a pris la dernière allumette
    suivants = {c: évaluation(p - c)[0] for c in coups_légaux(p)}
    opt = max(-e for e in suivants.values())
    return opt, [c for c, e in suivants.items() if -e == opt]


def transpose(G):
    tG = {s: [] for s in G}
    for s in G:
        for x in G[s]:
            tG[x].append(s)
    return tG


def attracteur_strat(G, S1, V1):
    deg_succ = {s: len(G[s]) for s in G}
    tG = transpose(G)
    A = {}
    a_traiter = [(s, 0) for s in V1]  # en largeur : chaque sommet reçoit son rang
    while a_traiter:
        suivants = []
        for s, m in a_traiter:
            if s in A:
                continue
            A[s] = m
            for v in tG[s]:
                deg_succ[v] -= 1
                if v not in A and (v in S1 or deg_succ[v] == 0):
                    suivants.append((v, m + 1))
        a_traiter = suivants
    return A


def attracteur(G, S1, V1):
    return {s: True for s in attracteur_strat(G, S1, V1)}


def minimax(arbre, est_max=True):
    """La valeur d'un arbre donné en listes imbriquées (les feuilles sont des nombres)."""
    if not isinstance(arbre, list):
        return arbre
    valeurs = [minimax(fils, not est_max) for fils in arbre]
    return max(valeurs) if est_max else min(valeurs)


def alphabeta(arbre, alpha, beta, est_max=True, vus=None):
    """L'algorithme alpha-bêta du cours ; vus reçoit les feuilles visitées, dans l'ordre."""
    if not isinstance(arbre, list):
        if vus is not None:
            vus.append(arbre)
        return arbre
    if est_max:
        for fils in arbre:
            alpha = max(alpha, alphabeta(fils, alpha, beta, False, vus))
            if alpha >= beta:  # coupure bêta
                return alpha
        return alpha
    for fils in arbre:
        beta = min(beta, alphabeta(fils, alpha, beta, True, vus))
        if alpha >= beta:  # coupure alpha
            return beta
    return beta
