# Given ages
Vincent_age = 22
Khloe_age = Vincent_age / 3
Eugene_age = Khloe_age * 3
Yorick_age = 2 * Eugene_age
Amilia_age = Yorick_age / 4
Tricia_age = Amilia_age / 3

# Print the result
RESULT: Tricia_age
