# Given values
v Vincent = 22
r Rupert = v Vincent - 2
khloe = r Rupert + 3
y Eugene = khloe * 3
v Khloe = y Eugene / 3
e Eugene = y Eugene / 2
i Khloe = y Eugene / 3
r Rupert = e Eugene + 10
v Rupert = r Rupert - 2
k Khloe = e Eugene / 3
v Khloe = k Khloe + e Eugene
a Khloe = v Khloe - e Eugene

# Tricia's age is a third of Amilia's age
t_tricia = a Khloe / 3

# Print the RESULT: line
print(f"RESULT: {t_tricia}")
