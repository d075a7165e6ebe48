import TempoScene
