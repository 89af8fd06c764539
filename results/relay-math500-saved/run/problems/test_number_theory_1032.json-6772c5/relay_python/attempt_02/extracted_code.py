def find_least_multiple():
    for i in range(1, 10**6):  # We assume the number will be less than 10^6
        if '02' * i % 30 == 0:
            return i

# The next attempt should fix the TypeError and handle larger numbers appropriately.
