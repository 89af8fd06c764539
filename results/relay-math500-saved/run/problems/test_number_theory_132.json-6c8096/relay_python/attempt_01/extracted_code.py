n = 2004
d = 12

remainder = n % d

print("Remainder:", remainder)
