# The names of ``import gameviz`` for type checkers: at run time, gameviz/__init__.py imports the API
# (gameviz.api) when one of them is first used.
from gameviz.api import InputError as InputError
from gameviz.api import Outcome as Outcome
from gameviz.api import Picture as Picture
from gameviz.api import Search as Search
from gameviz.api import Solution as Solution
from gameviz.api import Step as Step
from gameviz.api import arena as arena
from gameviz.api import search as search
from gameviz.api import solve as solve

__version__: str
