# The largest eight-digit base 2 integer is 10000000 in decimal.
print(2**8 - 1)
