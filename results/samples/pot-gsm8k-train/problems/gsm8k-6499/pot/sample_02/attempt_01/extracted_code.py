from sympy import Rational

# Given information
Vincent_age = 22
Rupert_age = Vincent_age + 2  # Rupert is 2 years younger than Vincent
Khloe_age = Rupert_age - 2   # Khloe is a third of Eugene's age
Eugene_age = Khloe_age * 3  # Yorick is twice Eugene's age
Yorick_age = Eugene_age * 2  # Yorick is twice Eugene's age
Amilia_age = Yorick_age / 4  # Amilia is a quarter of Yorick’s age
Tricia_age = Amilia_age / 3  # Tricia is a third of Amilia’s age

print(f"RESULT: {Tricia_age}")
