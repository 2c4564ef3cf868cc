"""Une erreur classique : le décalage d'une allumette dans coup (n % 5 au lieu de (n - 1) % 5)."""


def coup(n: int) -> int:
    if n % 5 == 0:
        return 1
    return n % 5
