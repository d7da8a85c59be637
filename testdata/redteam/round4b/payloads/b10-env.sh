# an environment file of the project: sourced before starting another
# agent, it moves that agent's home (and with it the user settings that
# hold gatesh's hooks) into the project
export HOME="$PWD"
