import Tempo
