// landing
