import collections

def is_inside_rectangle(x, y):
    return -5 <= x <= 5 and -4 <= y <= 4

count = 0
for x in range(-6, 7):
    for y in range(-6, 7):
        if is_inside_rectangle(x, y):
            count += 1

print(count)
