"""A class on a server: who the students are, what they answered, and what the teacher sees.

``frames`` guards the kernels' websockets of a server the students' browsers reach (the classroom server and
a JupyterHub's student servers); the other modules are the class store and its pages. Nothing here is
imported by the engine, the drills or the widgets, except ``client``, the lesson's way of reaching the store.
"""
