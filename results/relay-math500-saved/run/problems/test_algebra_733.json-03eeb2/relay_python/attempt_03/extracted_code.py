import math
from functools import lru_cache

@lru_cache(maxsize=None)
def comb(n, k):
    if k > n:
        return 0
    if k == 0 or k == n:
        return 1
    return comb(n - 1, k) + comb(n - 1, k - 1)

def f(x):
    return math.exp(3*x**2 - abs(math.floor(x))) + comb(22+735235*math.floor(x), 2356) + phi(abs(math.floor(x)+1)) + 72*x**4 + 3*x**3 - 6*x**2 + 2*x + 1

def g(x):
    return math.exp(3*x**2 - abs(math.floor(x))) + comb(22+735235*math.floor(x), 2356) + phi(abs(math.floor(x)+1)) + 72*x**4 + 4*x**3 - 11*x**2 - 6*x + 13

def df_dx(x):
    return (f(x + dx) - f(x - dx)) / (2*dx)

def dg_dx(x):
    return (g(x + dx) - g(x - dx)) / (2*dx)

def find_intersection():
    x_min, x_max = -5, 5
    while True:
        mid = (x_min + x_max) / 2
        if f(mid) * g(mid) < 0:
            x_min = mid
        else:
            x_max = mid

find_intersection()
