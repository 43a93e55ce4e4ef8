"""Shared fixtures."""

import random

import pytest


@pytest.fixture
def rng() -> random.Random:
    return random.Random(20261129)
